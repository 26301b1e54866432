import { Sprout } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from './page-header';
import { Button } from './ui/button';

/** A placeholder for a page whose feature has not shipped yet. */
export function ComingSoon({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader title={title} description={description} />
      <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed bg-card px-6 py-14 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          <Sprout aria-hidden="true" className="size-6" />
        </span>
        <div className="space-y-1">
          <p className="text-lg font-bold">Coming soon</p>
          <p className="max-w-md text-sm text-muted-foreground">
            We are still growing this part of the platform. Check back shortly.
          </p>
        </div>
        {children}
        <Button asChild variant="outline">
          <Link to="/">Back to home</Link>
        </Button>
      </div>
    </div>
  );
}
