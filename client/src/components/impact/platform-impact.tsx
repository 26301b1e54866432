import { Cloud, Scale } from 'lucide-react';
import { usePlatformImpact } from '../../api/get-platform-impact';
import { cn } from '../../lib/cn';
import { formatKg } from './impact-figures';

/** The platform's food rescued and CO2e avoided, from the impact read model; '--' until loaded. */
export function PlatformImpact({ className }: { className?: string }) {
  const { data } = usePlatformImpact();
  const figures = [
    { label: 'Food rescued', value: data ? formatKg(data.kgRescued) : '--', icon: Scale },
    { label: 'CO2e avoided', value: data ? formatKg(data.co2eKg) : '--', icon: Cloud },
  ];
  return (
    <dl className={cn('flex flex-wrap gap-x-6 gap-y-2 text-sm', className)}>
      {figures.map((figure) => (
        <div key={figure.label} className="flex items-center gap-2">
          <figure.icon aria-hidden="true" className="size-4 text-primary" />
          <dd className="font-extrabold tabular-nums">{figure.value}</dd>
          <dt className="order-last text-muted-foreground">{figure.label}</dt>
        </div>
      ))}
    </dl>
  );
}
