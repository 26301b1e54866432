import { Ban, Check, EyeOff, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useDecideDonation, useResolveReports } from '../../api/moderate-food-item';
import { Button } from '../ui/button';
import { ReasonDialog } from './reason-dialog';

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
  return (
    <div className="flex flex-wrap gap-2">
      {flagged ? (
        <>
          <Button onClick={() => setOpen('approve')} disabled={busy}>
            <Check aria-hidden="true" />
            Approve
          </Button>
          <Button variant="destructive" onClick={() => setOpen('reject')} disabled={busy}>
            <Ban aria-hidden="true" />
            Reject
          </Button>
        </>
      ) : null}
      {reported ? (
        <>
          <Button variant="outline" onClick={() => setOpen('dismiss')} disabled={busy}>
            <ShieldCheck aria-hidden="true" />
            Dismiss reports
          </Button>
          <Button variant="destructive" onClick={() => setOpen('take_down')} disabled={busy}>
            <EyeOff aria-hidden="true" />
            Take down
          </Button>
        </>
      ) : null}
      <ReasonDialog
        open={open === 'approve'}
        title={`Approve “${title}”?`}
        description="It is listed at once and the donor is told. A note is optional and stays in the log."
        label="Note (optional)"
        confirmLabel="Approve and list"
        optional
        busy={busy}
        onCancel={() => setOpen(null)}
        onConfirm={(reason) =>
          decide.mutate({ itemId, decision: 'approve', ...(reason ? { reason } : {}) }, done)
        }
      />
      <ReasonDialog
        open={open === 'reject'}
        title={`Reject “${title}”?`}
        description="It is never listed. The donor reads your reason in My Donations."
        label="Reason the donor reads"
        confirmLabel="Reject"
        destructive
        busy={busy}
        onCancel={() => setOpen(null)}
        onConfirm={(reason) => decide.mutate({ itemId, decision: 'reject', reason }, done)}
      />
      <ReasonDialog
        open={open === 'dismiss'}
        title="Dismiss the reports?"
        description="The reports are closed and a hidden item is listed again."
        label="Why the reports are unfounded"
        confirmLabel="Dismiss reports"
        busy={busy}
        onCancel={() => setOpen(null)}
        onConfirm={(reason) => resolve.mutate({ itemId, action: 'dismiss', reason }, done)}
      />
      <ReasonDialog
        open={open === 'take_down'}
        title={`Take down “${title}”?`}
        description="It leaves every list and its open requests close. The donor reads your reason."
        label="Reason the donor reads"
        confirmLabel="Take down"
        destructive
        busy={busy}
        onCancel={() => setOpen(null)}
        onConfirm={(reason) => resolve.mutate({ itemId, action: 'take_down', reason }, done)}
      />
    </div>
  );
}
