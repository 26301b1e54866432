import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/** One line of a details list: an icon, a bold label, then the value (muted if asked). */
export function LabelledDetail({
  icon: Icon,
  label,
  muted = false,
  children,
}: {
  icon: LucideIcon;
  label: string;
  muted?: boolean;
  children: ReactNode;
}) {
  return (
    <li className="flex items-start gap-2">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <span className="min-w-0 break-words">
        <span className="font-medium">{label}: </span>
        <span className={cn(muted && 'text-muted-foreground')}>{children}</span>
      </span>
    </li>
  );
}
