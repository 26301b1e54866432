import type { MethodologyId } from '@foodshare/contracts/impact-methodology';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/api-client';
import { useImpactRebuild, useStartImpactRebuild } from '../api/impact-rebuild';

/**
 * Rebuild: the methodology's read model is rebuilt from the log in a generation of its own while
 * the current one serves; the bar follows it to 100% and the figures above refresh.
 */
export function RebuildPanel({ methodology }: { methodology: MethodologyId }) {
  const start = useStartImpactRebuild();
  const [rebuildId, setRebuildId] = useState<string | null>(null);
  const progress = useImpactRebuild(rebuildId);
  const state = progress.data;
  const running =
    start.isPending ||
    (rebuildId !== null && state?.status !== 'done' && state?.status !== 'failed');
  const percent = state && state.total > 0 ? Math.floor((state.done / state.total) * 100) : 0;
  const { t } = useTranslation('admin');
  const format = useFormat();
  const count = (value: number) => format.number(value);

  return (
    <section
      aria-label={t('rebuild.label')}
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:grid-cols-[max-content_minmax(0,1fr)] sm:items-center"
    >
      <Button
        variant="outline"
        disabled={running}
        onClick={() => start.mutate(methodology, { onSuccess: ({ id }) => setRebuildId(id) })}
      >
        <RefreshCw aria-hidden="true" className={running ? 'animate-spin' : undefined} />
        {t('rebuild.button', { methodology })}
      </Button>
      {rebuildId && state ? (
        <div className="grid gap-1">
          <div
            role="progressbar"
            aria-label={t('rebuild.progress', { methodology: state.methodology })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-3 overflow-hidden rounded-full bg-secondary"
          >
            <div
              className="h-full bg-primary transition-[width]"
              style={{ width: `${percent}%` }}
            />
          </div>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {state.status === 'done'
              ? t('rebuild.done', {
                  methodology: state.methodology,
                  total: count(state.total),
                  rate: count(state.eventsPerSecond),
                  count: state.total,
                })
              : state.status === 'failed'
                ? t('rebuild.failed', { error: state.error ?? t('rebuild.unknownError') })
                : t('rebuild.running', {
                    percent: format.number(percent / 100, { style: 'percent' }),
                    done: count(state.done),
                    total: count(state.total),
                    count: state.total,
                  }) +
                  (state.secondsLeft === null
                    ? ''
                    : t('rebuild.secondsLeft', { seconds: count(state.secondsLeft) }))}
          </p>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          {start.isError ? errorMessage(start.error) : t('rebuild.idle', { methodology })}
        </p>
      )}
    </section>
  );
}
