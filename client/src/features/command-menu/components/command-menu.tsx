import { Command } from 'cmdk';
import {
  ArrowRight,
  Ban,
  Check,
  FileSearch,
  Hand,
  History,
  Keyboard,
  type LucideIcon,
} from 'lucide-react';
import { type ReactNode, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { useModerationItems } from '../../moderation/api/search-moderation-items';

/** A staff page the menu goes to. */
export interface MenuPage {
  readonly to: string;
  readonly label: string;
  readonly icon: LucideIcon;
}

/** What the menu offers besides finding an item, each shown only where it applies. */
export interface MenuActions {
  readonly claim?: () => void;
  readonly approve?: () => void;
  readonly reject?: () => void;
  readonly history?: () => void;
  readonly next?: () => void;
  readonly shortcuts: () => void;
  readonly open: (itemId: string) => void;
  readonly go: (to: string) => void;
}

const itemClass =
  'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm outline-none data-[selected=true]:bg-secondary data-[selected=true]:text-foreground aria-disabled:opacity-50';
const groupClass =
  '[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-3 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-muted-foreground';

function Item({
  icon: Icon,
  onSelect,
  value,
  children,
}: {
  icon: LucideIcon;
  onSelect: () => void;
  value: string;
  children: ReactNode;
}) {
  return (
    <Command.Item value={value} onSelect={onSelect} className={itemClass}>
      <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      <span className="min-w-0 flex-1 truncate">{children}</span>
    </Command.Item>
  );
}

/**
 * The staff area's command menu (cmdk in the app's dialog): type to find an item by title or id
 * (the staff search), or choose an action on the item open now, or a page. Arrow keys move, Enter
 * chooses, Escape closes and gives focus back.
 */
export function CommandMenu({
  open,
  onOpenChange,
  actions,
  pages,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  actions: MenuActions;
  pages: readonly MenuPage[];
}) {
  const { t } = useTranslation(['tools', 'admin']);
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const items = useModerationItems(open && deferred.length >= 2 ? deferred : '');
  const found = deferred.length >= 2 ? (items.data ?? []) : [];
  const choose = (action: () => void) => () => {
    onOpenChange(false);
    setSearch('');
    action();
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent className="max-w-xl gap-0 p-0">
          <DialogHeader className="sr-only">
            <DialogTitle>{t('menu.title')}</DialogTitle>
            <DialogDescription>{t('menu.description')}</DialogDescription>
          </DialogHeader>
          <Command label={t('menu.title')} vimBindings={false} loop className="flex flex-col">
            <div className="border-b p-3 pe-12">
              <Command.Input
                value={search}
                onValueChange={setSearch}
                placeholder={t('menu.placeholder')}
                aria-label={t('menu.placeholder')}
                className="h-10 w-full rounded-md border border-input bg-card px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring"
              />
            </div>
            <Command.List label={t('menu.title')} className="max-h-[60vh] overflow-y-auto p-2">
              {items.isFetching && deferred.length >= 2 ? (
                <Command.Loading label={t('menu.searching')}>
                  <p className="px-3 py-2 text-sm text-muted-foreground">{t('menu.searching')}</p>
                </Command.Loading>
              ) : null}
              <Command.Empty className="px-3 py-6 text-center text-sm text-muted-foreground">
                {t('menu.empty')}
              </Command.Empty>
              <Command.Group heading={t('menu.actionsGroup')} className={groupClass}>
                {actions.claim ? (
                  <Item icon={Hand} value={t('menu.claim')} onSelect={choose(actions.claim)}>
                    {t('menu.claim')}
                  </Item>
                ) : null}
                {actions.approve ? (
                  <Item icon={Check} value={t('menu.approve')} onSelect={choose(actions.approve)}>
                    {t('menu.approve')}
                  </Item>
                ) : null}
                {actions.reject ? (
                  <Item icon={Ban} value={t('menu.reject')} onSelect={choose(actions.reject)}>
                    {t('menu.reject')}
                  </Item>
                ) : null}
                {actions.next ? (
                  <Item
                    icon={ArrowRight}
                    value={t('menu.nextInQueue')}
                    onSelect={choose(actions.next)}
                  >
                    {t('menu.nextInQueue')}
                  </Item>
                ) : null}
                {actions.history ? (
                  <Item icon={History} value={t('menu.history')} onSelect={choose(actions.history)}>
                    {t('menu.history')}
                  </Item>
                ) : null}
                <Item
                  icon={Keyboard}
                  value={t('menu.shortcuts')}
                  onSelect={choose(actions.shortcuts)}
                >
                  {t('menu.shortcuts')}
                </Item>
              </Command.Group>
              {found.length > 0 ? (
                <Command.Group heading={t('menu.itemsGroup')} className={groupClass}>
                  {found.map((item) => (
                    <Command.Item
                      key={item.itemId}
                      value={`${item.title} ${item.itemId}`}
                      keywords={[deferred]}
                      onSelect={choose(() => actions.open(item.itemId))}
                      className={itemClass}
                    >
                      <FileSearch
                        aria-hidden="true"
                        className="size-4 shrink-0 text-muted-foreground"
                      />
                      <span dir="auto" className="min-w-0 flex-1 truncate">
                        {item.title}
                      </span>
                      <bdi className="shrink-0 text-xs text-muted-foreground">{item.donorName}</bdi>
                    </Command.Item>
                  ))}
                </Command.Group>
              ) : null}
              <Command.Group heading={t('menu.pagesGroup')} className={groupClass}>
                {pages.map((page) => (
                  <Item
                    key={page.to}
                    icon={page.icon}
                    value={page.label}
                    onSelect={choose(() => actions.go(page.to))}
                  >
                    {page.label}
                  </Item>
                ))}
              </Command.Group>
            </Command.List>
          </Command>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
