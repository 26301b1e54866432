import { REPORT_REASON_LABELS, type ReportReason } from '@foodshare/contracts/moderation';
import { REPORT_REASONS } from '@foodshare/contracts/moderation-events';
import { Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { useReportFoodItem } from '../../api/report-food-item';
import { errorMessage } from '../../lib/api-client';
import { Button } from '../ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../ui/dialog';
import { Label } from '../ui/label';
import { Textarea } from '../ui/textarea';

/** "Report this item" in the food dialog: a reason and, if the member likes, a few words. */
export function ReportItemButton({ itemId, title }: { itemId: string; title: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const report = useReportFoodItem();
  const id = useId();

  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setReason(null);
      setDetails('');
      report.reset();
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="text-muted-foreground">
          <Flag aria-hidden="true" />
          Report this item
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Report “{title}”</DialogTitle>
          <DialogDescription>
            A moderator will look at it. Reports from three people hide the item until then.
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!reason) return;
            const trimmed = details.trim();
            report.mutate(
              { itemId, reason, ...(trimmed ? { details: trimmed } : {}) },
              { onSuccess: () => close(false) },
            );
          }}
        >
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-semibold">What is wrong?</legend>
            {REPORT_REASONS.map((option) => (
              <label key={option} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={option}
                  checked={reason === option}
                  onChange={() => setReason(option)}
                  className="size-4 accent-primary"
                />
                {REPORT_REASON_LABELS[option]}
              </label>
            ))}
          </fieldset>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-details`}>Details (optional)</Label>
            <Textarea
              id={`${id}-details`}
              value={details}
              maxLength={1000}
              onChange={(event) => setDetails(event.target.value)}
              placeholder="What did you notice?"
            />
          </div>
          {report.isError ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errorMessage(report.error)}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={!reason || report.isPending}>
              {report.isPending ? 'Sending...' : 'Send report'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
