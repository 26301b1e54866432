import type { MyDonation } from '@foodshare/contracts/food-items';
import { feePercentText } from '@foodshare/contracts/requests';
import { PartyPopper } from 'lucide-react';
import { formatAed, formatDateTime } from '../../lib/food-format';

/** A collected item: when it changed hands and, for a sale, the price and the platform fee. */
export function CollectedSummary({ donation }: { donation: MyDonation }) {
  const { sale } = donation;
  return (
    <div className="grid gap-1 rounded-lg bg-secondary px-3 py-2.5 text-sm text-secondary-foreground">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
        <span className="flex items-center gap-2 font-bold">
          <PartyPopper aria-hidden="true" className="size-4" />
          Collected
        </span>
        {donation.collectedAt ? (
          <span className="whitespace-nowrap">on {formatDateTime(donation.collectedAt)}</span>
        ) : null}
      </p>
      {sale ? (
        <p>
          Sold for <span className="font-bold">{formatAed(sale.price)}</span> · Platform fee{' '}
          {formatAed(sale.fee)} ({feePercentText(sale.feeRate)})
        </p>
      ) : (
        <p>Thank you for sharing food with your community.</p>
      )}
    </div>
  );
}
