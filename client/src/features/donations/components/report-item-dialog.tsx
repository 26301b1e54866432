import type { ReportReason } from '@foodshare/contracts/moderation';
import { REPORT_REASONS } from '@foodshare/contracts/moderation-events';
import { Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
import { useFoodLabels } from '../../../lib/food-labels';
import { useReportFoodItem } from '../../moderation/api/report-food-item';

/** "Report this item" in the food dialog: a reason and, if the member likes, a few words. */
export function ReportItemButton({ itemId, title }: { itemId: string; title: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const report = useReportFoodItem();
  const id = useId();
  const { t } = useTranslation(['food', 'common']);
  const labels = useFoodLabels();

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
          {t('report.open')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('report.title', { title })}</DialogTitle>
          <DialogDescription>{t('report.description')}</DialogDescription>
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
            <legend className="mb-1 text-sm font-semibold">{t('report.whatIsWrong')}</legend>
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
                {labels.reportReason(option)}
              </label>
            ))}
          </fieldset>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-details`}>{t('report.details')}</Label>
            <Textarea
              id={`${id}-details`}
              value={details}
              maxLength={1000}
              onChange={(event) => setDetails(event.target.value)}
              placeholder={t('report.detailsPlaceholder')}
            />
          </div>
          {report.isError ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errorMessage(report.error)}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={!reason || report.isPending}>
              {report.isPending ? t('card.sending') : t('report.send')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
