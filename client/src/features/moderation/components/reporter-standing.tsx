import type { ReportView } from '@foodshare/contracts/moderation';
import { Volume2, VolumeX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../components/reason-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { isolate } from '../../../i18n/bidi';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useSetReporterMuted } from '../api/reporters';

/**
 * Beside a report: its reporter's standing (docs/product.md §18) and muting or unmuting them,
 * with a reason. Nothing when the reporter's account is gone.
 */
export function ReporterStanding({ report }: { report: ReportView }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  // What the dialog does is fixed when it opens: the list refreshes under it before it closes.
  const [open, setOpen] = useState<null | 'mute' | 'unmute'>(null);
  const change = useSetReporterMuted();
  const { standing, reporterId } = report;
  if (!reporterId || !standing) return null;
  const muted = open ? open === 'unmute' : standing.muted;
  const name = isolate(report.reporterName);
  const close = () => {
    change.reset();
    setOpen(null);
  };
  return (
    <span className="ms-1 inline-flex flex-wrap items-center gap-2 align-middle">
      <span className="text-muted-foreground">
        {t('reporters.standing', {
          percent: format.number(Math.round(standing.accuracy * 100)),
          decided: format.number(standing.decidedReports),
          count: standing.decidedReports,
        })}
      </span>
      {standing.muted ? (
        <Badge variant="outline" data-muted>
          <VolumeX aria-hidden="true" className="size-3.5" />
          {standing.mutedReason
            ? t('reporters.mutedBecause', { reason: isolate(standing.mutedReason) })
            : t('reporters.muted')}
        </Badge>
      ) : null}
      <Button
        size="sm"
        variant="ghost"
        aria-label={t(standing.muted ? 'reporters.unmuteNamed' : 'reporters.muteNamed', { name })}
        onClick={() => setOpen(standing.muted ? 'unmute' : 'mute')}
        disabled={change.isPending}
      >
        {standing.muted ? <Volume2 aria-hidden="true" /> : <VolumeX aria-hidden="true" />}
        {t(standing.muted ? 'reporters.unmute' : 'reporters.mute')}
      </Button>
      <ReasonDialog
        open={open !== null}
        title={t(muted ? 'reporters.unmuteTitle' : 'reporters.muteTitle', { name })}
        description={t(muted ? 'reporters.unmuteBody' : 'reporters.muteBody')}
        label={t('reporters.reason')}
        confirmLabel={t(muted ? 'reporters.unmute' : 'reporters.mute')}
        destructive={!muted}
        busy={change.isPending}
        error={change.isError ? errorMessage(change.error) : null}
        onCancel={close}
        onConfirm={(reason) =>
          change.mutate(
            { reporterId, mute: !muted, reason },
            {
              onSuccess: () => {
                toast({ title: t(muted ? 'reporters.unmuted' : 'reporters.mutedDone', { name }) });
                close();
              },
            },
          )
        }
      />
    </span>
  );
}
