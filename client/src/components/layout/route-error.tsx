import { PRODUCT_NAME } from '@foodshare/contracts/constants';
import { useRouteError } from 'react-router-dom';
import { Button } from '../ui/button';

/** What a page that crashed (or failed to load) shows instead of a blank screen. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <title>{`Something went wrong · ${PRODUCT_NAME}`}</title>
      <h1 className="text-2xl font-extrabold tracking-tight">Something went wrong</h1>
      <p className="max-w-md text-muted-foreground">
        This page could not be shown. Reloading usually helps; if it keeps happening, please contact
        us.
      </p>
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button asChild variant="outline">
          <a href="/">Go to home</a>
        </Button>
      </div>
    </div>
  );
}
