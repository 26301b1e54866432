import { codeOfMessage } from '@foodshare/contracts/messages';
import type { QueueEntry } from '@foodshare/contracts/moderation';
import { ShieldCheck, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../components/reason-dialog';
import { Button } from '../../../components/ui/button';
import { translateMessage } from '../../../i18n/error-message';
import { useFormat } from '../../../i18n/format';
import { i18n } from '../../../i18n/i18n';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDismissReportsOf } from '../api/reporters';

/** Items the server left as they were, by title where the queue still knows it. */
type Refused = { itemId: string; title: string; message: string }[];

/**
 * Dismissing the open reports of the reported items chosen in the queue, with one reason
 * (docs/product.md §18). The answer names any item left as it was, and why.
 */
export function BulkDismiss({
  entries,
  selected,
  onDone,
}: {
  entries: readonly QueueEntry[];
  selected: readonly string[];
  onDone: (dismissed: readonly string[]) => void;
}) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const [refused, setRefused] = useState<Refused>([]);
  const dismiss = useDismissReportsOf();
  const titleOf = (itemId: string) =>
    entries.find((entry) => entry.itemId === itemId)?.title ?? itemId;
  const count = selected.length;
  const close = () => {
    dismiss.reset();
    setOpen(false);
  };
  if (count === 0 && refused.length === 0) return null;
  return (
    <section
      aria-label={t('bulk.label')}
      className="sticky top-20 z-30 space-y-3 rounded-lg border bg-card p-4 shadow-md"
    >
      {count > 0 ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm font-semibold" aria-live="polite">
            {t('bulk.selected', { count, number: format.number(count) })}
          </p>
          <Button variant="outline" onClick={() => setOpen(true)} disabled={dismiss.isPending}>
            <ShieldCheck aria-hidden="true" />
            {t('bulk.dismiss')}
          </Button>
          <Button variant="ghost" onClick={() => onDone([...selected])}>
            <X aria-hidden="true" />
            {t('bulk.clear')}
          </Button>
        </div>
      ) : null}
      {refused.length > 0 ? (
        <div role="status" className="space-y-1 text-sm">
          <p className="font-semibold text-destructive">{t('bulk.refused')}</p>
          <ul className="list-disc space-y-1 ps-5">
            {refused.map((item) => (
              <li key={item.itemId}>
                <bdi className="font-semibold">{item.title}</bdi>: {item.message}
              </li>
            ))}
          </ul>
          <Button size="sm" variant="ghost" onClick={() => setRefused([])}>
            <X aria-hidden="true" />
            {t('bulk.closeRefused')}
          </Button>
        </div>
      ) : null}
      <ReasonDialog
        open={open}
        title={t('bulk.title', { count, number: format.number(count) })}
        description={t('moderation.dismissBody')}
        label={t('moderation.dismissLabel')}
        confirmLabel={t('bulk.dismiss')}
        busy={dismiss.isPending}
        error={dismiss.isError ? errorMessage(dismiss.error) : null}
        onCancel={close}
        onConfirm={(reason) =>
          dismiss.mutate(
            { itemIds: [...selected], reason },
            {
              onSuccess: (answer) => {
                const done = answer.dismissed.length;
                toast({ title: t('bulk.done', { count: done, number: format.number(done) }) });
                setRefused(
                  // The server's reason in the moderator's language, by its code where it has one.
                  answer.skipped.map((item) => ({
                    itemId: item.itemId,
                    title: titleOf(item.itemId),
                    message: translateMessage(i18n.t, {
                      message: item.message,
                      ...codeOfMessage(item.message),
                    }),
                  })),
                );
                onDone(selected);
                close();
              },
            },
          )
        }
      />
    </section>
  );
}
