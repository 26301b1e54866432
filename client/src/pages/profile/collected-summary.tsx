import type { MyDonation } from '@foodshare/contracts/food-items';
import { feePercentText } from '@foodshare/contracts/requests';
import { PartyPopper } from 'lucide-react';
import { formatAed, formatDateTime } from '../../lib/food-format';

/**
 * What changed hands: when, and for sales what they came to and the platform fees on them (an
 * offer's sales added up while units may still be on offer).
 */
export function CollectedSummary({ donation }: { donation: MyDonation }) {
  const { sale } = donation;
  return (
    <div className="grid gap-1 rounded-lg bg-secondary px-3 py-2.5 text-sm text-secondary-foreground">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
        <span className="flex items-center gap-2 font-bold">
          <PartyPopper aria-hidden="true" className="size-4" />
          {donation.status === 'collected' ? 'Collected' : 'Sales so far'}
        </span>
        {donation.collectedAt ? (
          <span className="whitespace-nowrap">
            {donation.status === 'collected' ? 'on' : 'last on'}{' '}
            {formatDateTime(donation.collectedAt)}
          </span>
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
