import { Ban, Check, EyeOff, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../components/reason-dialog';
import { Button } from '../../../components/ui/button';
import { isolate } from '../../../i18n/bidi';
import { useDecideDonation, useResolveReports } from '../api/moderate-food-item';

type Open = null | 'approve' | 'reject' | 'dismiss' | 'take_down';

/** What a moderator can do about an item: decide a flagged donation, or answer its reports. */
export function ModerationActions({
  itemId,
  title,
  flagged,
  reported,
}: {
  itemId: string;
  title: string;
  flagged: boolean;
  reported: boolean;
}) {
  const [open, setOpen] = useState<Open>(null);
  const decide = useDecideDonation();
  const resolve = useResolveReports();
  const busy = decide.isPending || resolve.isPending;
  const done = { onSettled: () => setOpen(null) };
  const { t } = useTranslation('admin');
  const named = { title: isolate(title) };
  return (
    <div className="flex flex-wrap gap-2">
      {flagged ? (
        <>
          <Button onClick={() => setOpen('approve')} disabled={busy}>
            <Check aria-hidden="true" />
            {t('moderation.approve')}
          </Button>
          <Button variant="destructive" onClick={() => setOpen('reject')} disabled={busy}>
            <Ban aria-hidden="true" />
            {t('moderation.reject')}
          </Button>
        </>
      ) : null}
      {reported ? (
        <>
          <Button variant="outline" onClick={() => setOpen('dismiss')} disabled={busy}>
            <ShieldCheck aria-hidden="true" />
            {t('moderation.dismiss')}
          </Button>
          <Button variant="destructive" onClick={() => setOpen('take_down')} disabled={busy}>
            <EyeOff aria-hidden="true" />
            {t('moderation.takeDown')}
          </Button>
        </>
      ) : null}
      <ReasonDialog
        open={open === 'approve'}
        title={t('moderation.approveTitle', named)}
        description={t('moderation.approveBody')}
        label={t('moderation.approveLabel')}
        confirmLabel={t('moderation.approveConfirm')}
        optional
        busy={busy}
        onCancel={() => setOpen(null)}
        onConfirm={(reason) =>
          decide.mutate({ itemId, decision: 'approve', ...(reason ? { reason } : {}) }, done)
        }
      />
      <ReasonDialog
        open={open === 'reject'}
        title={t('moderation.rejectTitle', named)}
        description={t('moderation.rejectBody')}
        label={t('moderation.reasonDonorReads')}
        confirmLabel={t('moderation.reject')}
        destructive
        busy={busy}
        onCancel={() => setOpen(null)}
        onConfirm={(reason) => decide.mutate({ itemId, decision: 'reject', reason }, done)}
      />
      <ReasonDialog
        open={open === 'dismiss'}
        title={t('moderation.dismissTitle')}
        description={t('moderation.dismissBody')}
        label={t('moderation.dismissLabel')}
        confirmLabel={t('moderation.dismiss')}
        busy={busy}
        onCancel={() => setOpen(null)}
        onConfirm={(reason) => resolve.mutate({ itemId, action: 'dismiss', reason }, done)}
      />
      <ReasonDialog
        open={open === 'take_down'}
        title={t('moderation.takeDownTitle', named)}
        description={t('moderation.takeDownBody')}
        label={t('moderation.reasonDonorReads')}
        confirmLabel={t('moderation.takeDown')}
        destructive
        busy={busy}
        onCancel={() => setOpen(null)}
        onConfirm={(reason) => resolve.mutate({ itemId, action: 'take_down', reason }, done)}
      />
    </div>
  );
}
