import type { MyDonation } from '@foodshare/contracts/food-items';
import { PartyPopper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';

/**
 * What changed hands: when, and for sales what they came to and the platform fees on them (an
 * offer's sales added up while units may still be on offer).
 */
export function CollectedSummary({ donation }: { donation: MyDonation }) {
  const { sale } = donation;
  const { t } = useTranslation('profile');
  const format = useFormat();
  return (
    <div className="grid gap-1 rounded-lg bg-secondary px-3 py-2.5 text-sm text-secondary-foreground">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
        <span className="flex items-center gap-2 font-bold">
          <PartyPopper aria-hidden="true" className="size-4" />
          {donation.status === 'collected' ? t('collected.collected') : t('collected.salesSoFar')}
        </span>
        {donation.collectedAt ? (
          <span className="whitespace-nowrap">
            {t(donation.status === 'collected' ? 'collected.on' : 'collected.lastOn', {
              date: format.dateTime(donation.collectedAt),
            })}
          </span>
        ) : null}
      </p>
      {sale ? (
        <p>
          {t('collected.soldFor')} <span className="font-bold">{format.aed(sale.price)}</span> ·{' '}
          {t('collected.fee', {
            fee: format.aed(sale.fee) ?? '',
            rate: format.number(Number(sale.feeRate), {
              style: 'percent',
              maximumFractionDigits: 2,
            }),
          })}
        </p>
      ) : (
        <p>{t('collected.thanks')}</p>
      )}
    </div>
  );
}
