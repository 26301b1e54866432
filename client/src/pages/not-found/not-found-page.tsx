import { PRODUCT_NAME } from '@foodshare/contracts/constants';
import { CircleExclamationPoint } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';

export function NotFoundPage() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-12">
      <title>{`Page Not Found · ${PRODUCT_NAME}`}</title>
      <Card className="w-full max-w-md">
        <CardContent className="space-y-4 pt-6">
          <div className="flex items-center gap-2">
            <CircleExclamationPoint
              aria-hidden="true"
              className="size-8 shrink-0 text-destructive"
            />
            <h1 className="text-2xl font-extrabold tracking-tight">404 Page Not Found</h1>
          </div>
          <p className="text-sm text-muted-foreground">
            Did you forget to add the page to the router?
          </p>
          <Button asChild variant="outline">
            <Link to="/">Back to home</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
