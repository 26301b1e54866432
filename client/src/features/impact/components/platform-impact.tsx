import { Cloud, Scale } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { usePlatformImpact } from '../api/get-platform-impact';
import { useImpactFormat } from './impact-figures';

/** The platform's food rescued and CO2e avoided, from the impact read model; '--' until loaded. */
export function PlatformImpact({ className }: { className?: string }) {
  const { data } = usePlatformImpact();
  // The pages that show this load no impact strings of their own: the labels come with their
  // catalogue, without holding the page up (nothing suspends; they appear when it arrives).
  const { t, ready } = useTranslation('impact', { useSuspense: false });
  const figures = useImpactFormat();
  const shown = [
    {
      key: 'rescued',
      label: t('figures.foodRescued'),
      value: data ? figures.kg(data.kgRescued) : '--',
      icon: Scale,
    },
    {
      key: 'co2e',
      label: t('figures.co2eAvoided'),
      value: data ? figures.kg(data.co2eKg) : '--',
      icon: Cloud,
    },
  ];
  return (
    <dl className={cn('flex flex-wrap gap-x-6 gap-y-2 text-sm', className)}>
      {shown.map((figure) => (
        <div key={figure.key} className="flex items-center gap-2">
          <figure.icon aria-hidden="true" className="size-4 text-primary" />
          <dd className="font-extrabold tabular-nums">
            <bdi>{figure.value}</bdi>
          </dd>
          <dt className="order-last text-muted-foreground">{ready ? figure.label : ''}</dt>
        </div>
      ))}
    </dl>
  );
}
