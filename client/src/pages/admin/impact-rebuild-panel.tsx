import type { MethodologyId } from '@foodshare/contracts/impact-methodology';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useImpactRebuild, useStartImpactRebuild } from '../../api/impact-rebuild';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api-client';

const count = new Intl.NumberFormat('en');

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

  return (
    <section
      aria-label="Rebuild"
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:grid-cols-[max-content_minmax(0,1fr)] sm:items-center"
    >
      <Button
        variant="outline"
        disabled={running}
        onClick={() => start.mutate(methodology, { onSuccess: ({ id }) => setRebuildId(id) })}
      >
        <RefreshCw aria-hidden="true" className={running ? 'animate-spin' : undefined} />
        Rebuild {methodology}
      </Button>
      {rebuildId && state ? (
        <div className="grid gap-1">
          <div
            role="progressbar"
            aria-label={`Rebuild of ${state.methodology}`}
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
              ? `Rebuilt ${state.methodology}: 100% (${count.format(state.total)} events, ${count.format(state.eventsPerSecond)} events/s). The figures are new.`
              : state.status === 'failed'
                ? `The rebuild failed: ${state.error ?? 'unknown error'}`
                : `${percent}% — ${count.format(state.done)} of ${count.format(state.total)} events${state.secondsLeft === null ? '' : `, about ${state.secondsLeft} s left`}`}
          </p>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          {start.isError
            ? errorMessage(start.error)
            : `Rebuilds the ${methodology} figures from the whole event log; the current ones serve until it is done.`}
        </p>
      )}
    </section>
  );
}
