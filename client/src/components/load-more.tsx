import { errorMessage } from '../lib/api-client';
import { Button } from './ui/button';
import { Spinner } from './ui/spinner';

/** What a list that grows by "Load more" tells this button (an infinite query's fields). */
interface GrowingList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * The "Load more" button under a list, busy while the next page comes, and the reason when it
 * did not; the words are the list's own, in the person's language.
 */
export function LoadMore({
  list,
  labels,
}: {
  list: GrowingList;
  labels: {
    loadMore: string;
    loadingMore: string;
    loadingEllipsis: string;
    failed: (reason: string) => string;
  };
}) {
  return (
    <>
      {list.hasNextPage ? (
        <Button
          variant="outline"
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
        >
          {list.isFetchingNextPage ? (
            <Spinner className="size-4" label={labels.loadingMore} />
          ) : null}
          {list.isFetchingNextPage ? labels.loadingEllipsis : labels.loadMore}
        </Button>
      ) : null}
      {list.isFetchNextPageError ? (
        <p role="alert" className="text-sm text-destructive">
          {labels.failed(errorMessage(list.error))}
        </p>
      ) : null}
    </>
  );
}
