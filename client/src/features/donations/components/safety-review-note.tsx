import type { MyDonation } from '@foodshare/contracts/food-items';
import { Ban, CircleCheck, Hourglass, type LucideIcon, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SafetyReasonText } from '../../../i18n/safety-reason';
import { cn } from '../../../lib/cn';
import { type SafetyReviewSummary, safetyReviewSummary } from '../safety-review';

const TONES: Record<SafetyReviewSummary['tone'], { icon: LucideIcon; className: string }> = {
  pending: { icon: Hourglass, className: 'bg-muted text-foreground' },
  approved: { icon: CircleCheck, className: 'bg-secondary text-secondary-foreground' },
  attention: { icon: ShieldAlert, className: 'bg-accent text-accent-foreground' },
  rejected: {
    icon: Ban,
    className: 'bg-destructive/10 text-destructive',
  },
};

/** The item's safety review: its status, what that means, and the check's reasons. */
export function SafetyReview({ donation }: { donation: MyDonation }) {
  const summary = safetyReviewSummary(donation);
  const tone = TONES[summary.tone];
  const { t } = useTranslation('profile');
  return (
    <div
      className={cn(
        'grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 gap-y-1.5 rounded-lg px-3 py-2.5 text-sm',
        tone.className,
      )}
    >
      <tone.icon aria-hidden="true" className="mt-0.5 size-4" />
      <p>
        <span className="font-semibold">
          {t('review.heading', { status: t(`review.status.${summary.status}`) })}
        </span>{' '}
        <span className="opacity-90">· {t(`review.note.${summary.note}`)}</span>
      </p>
      {summary.reasons.length > 0 ? (
        <ul className="col-start-2 grid list-disc gap-1 ps-4">
          {summary.reasons.map((reason) => (
            <li key={reason}>
              <SafetyReasonText reason={reason} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
