import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Switch } from '../../../components/ui/switch';
import { CASE_SHORTCUTS } from '../keys';

const kbdClass = 'rounded border bg-secondary px-1.5 py-0.5 font-mono text-xs';

/** The `?` dialog: every shortcut of a case page, and the switch that turns single keys off. */
export function ShortcutsDialog({
  open,
  onOpenChange,
  singleKeys,
  onSingleKeysChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  singleKeys: boolean;
  onSingleKeysChange: (on: boolean) => void;
}) {
  const { t } = useTranslation('tools');
  const id = useId();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('shortcuts.title')}</DialogTitle>
            <DialogDescription>{t('shortcuts.description')}</DialogDescription>
          </DialogHeader>
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b">
                <th scope="col" className="py-1.5 pe-3 text-start font-semibold">
                  {t('shortcuts.key')}
                </th>
                <th scope="col" className="py-1.5 text-start font-semibold">
                  {t('shortcuts.action')}
                </th>
              </tr>
            </thead>
            <tbody>
              <tr className="border-b">
                <td className="py-1.5 pe-3 whitespace-nowrap">
                  <span dir="ltr" className="inline-flex items-center gap-1">
                    <kbd data-verbatim className={kbdClass}>
                      Ctrl
                    </kbd>
                    +
                    <kbd data-verbatim className={kbdClass}>
                      K
                    </kbd>
                  </span>
                </td>
                <td className="py-1.5">{t('shortcuts.menu')}</td>
              </tr>
              {CASE_SHORTCUTS.map((shortcut) => (
                <tr key={shortcut.key} className="border-b last:border-0">
                  <td className="py-1.5 pe-3">
                    <kbd data-verbatim className={kbdClass}>
                      {shortcut.key.toUpperCase()}
                    </kbd>
                  </td>
                  <td className="py-1.5">{t(`shortcuts.${shortcut.action}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="flex items-start justify-between gap-4 rounded-lg border p-3">
            <div className="space-y-1">
              <label htmlFor={`${id}-single`} className="text-sm font-medium">
                {t('shortcuts.enabled')}
              </label>
              <p id={`${id}-hint`} className="text-xs text-muted-foreground">
                {t('shortcuts.enabledHint')}
              </p>
            </div>
            <Switch
              id={`${id}-single`}
              checked={singleKeys}
              onCheckedChange={onSingleKeysChange}
              aria-describedby={`${id}-hint`}
            />
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
