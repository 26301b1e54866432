import { useQuery } from '@tanstack/react-query';
import { Command as CommandIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatch, useNavigate } from 'react-router-dom';
import { ReasonDialog } from '../../../components/reason-dialog';
import { Button } from '../../../components/ui/button';
import { isolate } from '../../../i18n/bidi';
import { toast } from '../../../lib/toast';
import { useUser } from '../../auth/api/get-user';
import { getModerationQueue } from '../../moderation/api/get-moderation-queue';
import { useDecideDonation } from '../../moderation/api/moderate-food-item';
import { moderationKeys } from '../../moderation/api/moderation-keys';
import { useClaimCase } from '../api/claim-case';
import {
  browserPlatform,
  type CaseAction,
  intentOf,
  menuShortcutLabel,
  nextInQueue,
  SHORTCUTS_STORAGE_KEY,
} from '../keys';
import { CommandMenu, type MenuActions, type MenuPage } from './command-menu';
import { ShortcutsDialog } from './shortcuts-dialog';

type Open = null | 'menu' | 'help' | 'approve' | 'reject';

function useSingleKeys(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => localStorage.getItem(SHORTCUTS_STORAGE_KEY) !== 'off');
  return [
    on,
    (next) => {
      localStorage.setItem(SHORTCUTS_STORAGE_KEY, next ? 'on' : 'off');
      setOn(next);
    },
  ];
}

/**
 * The staff area's speed tools: the command menu (Ctrl+K or ⌘K, or its button), the `?` list
 * of shortcuts, and on a case page (/admin/donations/:id) single keys that claim, approve,
 * reject, go to the next item in the queue or back to it. A decision still goes through the
 * reason dialog, as from the queue.
 */
export function StaffCommands({ pages }: { pages: readonly MenuPage[] }) {
  const { t } = useTranslation(['tools', 'admin']);
  const { user } = useUser();
  const roles = user?.staffRoles ?? [];
  const moderator = roles.includes('moderator');
  const navigate = useNavigate();
  const caseId = useMatch('/admin/donations/:id')?.params.id ?? null;
  const queue = useQuery({
    queryKey: moderationKeys.queue,
    queryFn: getModerationQueue,
    enabled: moderator,
  });
  const [open, setOpen] = useState<Open>(null);
  const [singleKeys, setSingleKeys] = useSingleKeys();
  const decide = useDecideDonation();
  const claim = useClaimCase();
  const entry = queue.data?.find((each) => each.itemId === caseId);
  const flagged = entry?.kind === 'flagged';

  const act: Record<CaseAction, () => void> = {
    claim: () => (caseId ? claim.mutate(caseId) : toast({ title: t('menu.noCase') })),
    approve: () => (flagged ? setOpen('approve') : toast({ title: t('menu.notWaiting') })),
    reject: () => (flagged ? setOpen('reject') : toast({ title: t('menu.notWaiting') })),
    next: () => {
      const next = nextInQueue(queue.data ?? [], caseId);
      if (next) navigate(`/admin/donations/${next}`);
      else toast({ title: t('menu.queueEmpty') });
    },
    queue: () => navigate('/admin/queue'),
    help: () => setOpen('help'),
  };
  // The case page replays the item's history: the menu takes focus to its list of events.
  const showHistory = () => {
    const events = document.querySelector<HTMLElement>(
      `main ol[aria-label="${CSS.escape(t('admin:history.events'))}"]`,
    );
    if (!events) return;
    events.tabIndex = -1;
    events.scrollIntoView({ block: 'start' });
    events.focus();
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const intent = intentOf(event, {
        onCasePage: caseId !== null && moderator,
        singleKeys,
        dialogOpen: open !== null || document.querySelector('[role="dialog"]') !== null,
      });
      if (!intent) return;
      event.preventDefault();
      if (intent.kind === 'menu') setOpen((now) => (now === 'menu' ? null : 'menu'));
      else act[intent.action]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const actions: MenuActions = {
    ...(moderator && caseId ? { claim: act.claim } : {}),
    ...(moderator && flagged ? { approve: act.approve, reject: act.reject } : {}),
    ...(moderator ? { next: act.next } : {}),
    ...(caseId ? { history: () => requestAnimationFrame(showHistory) } : {}),
    shortcuts: act.help,
    open: (itemId) => navigate(`/admin/donations/${itemId}`),
    go: (to) => navigate(to),
  };
  const named = { title: isolate(entry?.title ?? '') };
  const done = { onSettled: () => setOpen(null) };
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="w-full justify-start gap-2 px-3 sm:w-auto lg:w-full"
        onClick={() => setOpen('menu')}
        aria-keyshortcuts="Control+K Meta+K"
      >
        <CommandIcon aria-hidden="true" />
        {t('menu.open')}
        <kbd
          data-verbatim
          dir="ltr"
          className="ms-auto rounded border bg-secondary px-1 font-mono text-[0.7rem] font-normal"
        >
          {menuShortcutLabel(browserPlatform())}
        </kbd>
      </Button>
      <CommandMenu
        open={open === 'menu'}
        onOpenChange={(now) => setOpen(now ? 'menu' : null)}
        actions={actions}
        pages={pages}
      />
      <ShortcutsDialog
        open={open === 'help'}
        onOpenChange={(now) => setOpen(now ? 'help' : null)}
        singleKeys={singleKeys}
        onSingleKeysChange={setSingleKeys}
      />
      {caseId ? (
        <>
          <ReasonDialog
            open={open === 'approve'}
            title={t('admin:moderation.approveTitle', named)}
            description={t('admin:moderation.approveBody')}
            label={t('admin:moderation.approveLabel')}
            confirmLabel={t('admin:moderation.approveConfirm')}
            optional
            busy={decide.isPending}
            onCancel={() => setOpen(null)}
            onConfirm={(reason) =>
              decide.mutate(
                { itemId: caseId, decision: 'approve', ...(reason ? { reason } : {}) },
                done,
              )
            }
          />
          <ReasonDialog
            open={open === 'reject'}
            title={t('admin:moderation.rejectTitle', named)}
            description={t('admin:moderation.rejectBody')}
            label={t('admin:moderation.reasonDonorReads')}
            confirmLabel={t('admin:moderation.reject')}
            destructive
            busy={decide.isPending}
            onCancel={() => setOpen(null)}
            onConfirm={(reason) =>
              decide.mutate({ itemId: caseId, decision: 'reject', reason }, done)
            }
          />
        </>
      ) : null}
    </>
  );
}
