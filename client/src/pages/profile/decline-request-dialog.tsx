import type { IncomingRequest } from '@foodshare/contracts/food-items';
import { useState } from 'react';
import { useDeclineFoodRequest } from '../../api/decline-food-request';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Textarea } from '../../components/ui/textarea';

export interface DeclineTarget {
  itemId: string;
  itemTitle: string;
  request: IncomingRequest;
}

const NOTE_MAX = 300;

/**
 * Decline a pending request or release an accepted one, with an optional note for the requester.
 * Releasing puts the item back on offer.
 */
export function DeclineRequestDialog({
  target,
  onClose,
}: {
  target: DeclineTarget | null;
  onClose: () => void;
}) {
  const decline = useDeclineFoodRequest();
  const [note, setNote] = useState('');
  const release = target?.request.status === 'approved';

  function close() {
    if (decline.isPending) return;
    setNote('');
    onClose();
  }

  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : close())}>
      {target ? (
        <DialogContent>
          <form
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              decline.mutate(
                { itemId: target.itemId, requestId: target.request.id, note },
                {
                  // A failure is told by a toast and the lists refresh: the dialog has done its part.
                  onSettled: () => {
                    setNote('');
                    onClose();
                  },
                },
              );
            }}
          >
            <DialogHeader>
              <DialogTitle>
                {release ? 'Release the reservation?' : 'Decline this request?'}
              </DialogTitle>
              <DialogDescription>
                {release
                  ? `${target.itemTitle} will be available to others again, and ${target.request.requesterName}'s pickup code will stop working.`
                  : `${target.request.requesterName} will be told that you declined their request for ${target.itemTitle}.`}
              </DialogDescription>
            </DialogHeader>
            <FormField
              id="decline-note"
              label="Note for the requester (optional)"
              hint={`Up to ${NOTE_MAX} characters, for example why or when to try again.`}
            >
              <Textarea
                id="decline-note"
                value={note}
                maxLength={NOTE_MAX}
                rows={3}
                onChange={(event) => setNote(event.target.value)}
              />
            </FormField>
            <DialogFooter>
              <Button variant="outline" onClick={close} disabled={decline.isPending}>
                Keep it
              </Button>
              <Button type="submit" variant="destructive" disabled={decline.isPending}>
                {decline.isPending
                  ? release
                    ? 'Releasing...'
                    : 'Declining...'
                  : release
                    ? 'Release reservation'
                    : 'Decline request'}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
