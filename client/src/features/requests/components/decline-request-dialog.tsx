import type { IncomingRequest } from '@foodshare/contracts/food-items';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Textarea } from '../../../components/ui/textarea';
import { isolate } from '../../../i18n/bidi';
import { useDeclineFoodRequest } from '../api/decline-food-request';

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
  const { t } = useTranslation('profile');

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
                {t(release ? 'decline.releaseTitle' : 'decline.declineTitle')}
              </DialogTitle>
              <DialogDescription>
                {t(release ? 'decline.releaseBody' : 'decline.declineBody', {
                  title: isolate(target.itemTitle),
                  name: isolate(target.request.requesterName),
                })}
              </DialogDescription>
            </DialogHeader>
            <FormField
              id="decline-note"
              label={t('decline.note')}
              hint={t('decline.noteHint', { max: NOTE_MAX, count: NOTE_MAX })}
            >
              <Textarea
                id="decline-note"
                value={note}
                maxLength={NOTE_MAX}
                rows={3}
                dir="auto"
                onChange={(event) => setNote(event.target.value)}
              />
            </FormField>
            <DialogFooter>
              <Button variant="outline" onClick={close} disabled={decline.isPending}>
                {t('decline.keepIt')}
              </Button>
              <Button type="submit" variant="destructive" disabled={decline.isPending}>
                {t(
                  decline.isPending
                    ? release
                      ? 'decline.releasing'
                      : 'decline.declining'
                    : release
                      ? 'decline.release'
                      : 'decline.decline',
                )}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
