import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useDeleteAccount } from '../../api/delete-account';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { isDeleteConfirmed } from './delete-confirmation';

/** Delete the account, behind a typed confirmation. */
export function DangerZone({ onDeleted }: { onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const deletion = useDeleteAccount({ onSuccess: onDeleted });
  const confirmed = isDeleteConfirmed(typed);

  // Cancel, Escape, the close button or a click outside: the typed text goes with the dialog.
  function changeOpen(next: boolean) {
    if (deletion.isPending) return;
    setOpen(next);
    if (!next) setTyped('');
  }

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-destructive">
          <TriangleAlert aria-hidden="true" className="size-5" />
          Danger Zone
        </CardTitle>
        <CardDescription>
          Deleting your account withdraws your available donations, signs you out everywhere and
          destroys your personal data. It cannot be undone.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Dialog open={open} onOpenChange={changeOpen}>
          <DialogTrigger asChild>
            <Button variant="destructive">Delete Account</Button>
          </DialogTrigger>
          <DialogContent>
            <form
              className="grid gap-4"
              onSubmit={(event) => {
                event.preventDefault();
                if (confirmed && !deletion.isPending) deletion.mutate();
              }}
            >
              <DialogHeader>
                <DialogTitle>Delete your account?</DialogTitle>
                <DialogDescription>
                  Your available donations are withdrawn, you are signed out on every device, and
                  your name, contact details and picture are destroyed. This cannot be undone.
                </DialogDescription>
              </DialogHeader>
              <FormField
                id="delete-account-confirmation"
                label={
                  <>
                    Type <strong className="font-mono">DELETE</strong> to confirm
                  </>
                }
              >
                <Input
                  id="delete-account-confirmation"
                  value={typed}
                  onChange={(event) => setTyped(event.target.value)}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                />
              </FormField>
              <DialogFooter>
                <Button
                  variant="outline"
                  onClick={() => changeOpen(false)}
                  disabled={deletion.isPending}
                >
                  Cancel
                </Button>
                <Button
                  type="submit"
                  variant="destructive"
                  disabled={!confirmed || deletion.isPending}
                >
                  {deletion.isPending ? 'Deleting...' : 'Delete My Account'}
                </Button>
              </DialogFooter>
            </form>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
