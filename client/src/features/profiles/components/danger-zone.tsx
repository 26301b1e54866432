import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { useDeleteAccount } from '../api/delete-account';
import { DELETE_WORD, isDeleteConfirmed } from '../delete-confirmation';

/** Delete the account, behind a typed confirmation. */
export function DangerZone({ onDeleted }: { onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const deletion = useDeleteAccount({ onSuccess: onDeleted });
  const confirmed = isDeleteConfirmed(typed);
  const { t } = useTranslation(['profile', 'common']);

  // Cancel, Escape, the close button or a click outside: the typed text goes with the dialog.
  function changeOpen(next: boolean) {
    if (deletion.isPending) return;
    setOpen(next);
    if (!next) setTyped('');
  }

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle level={2} className="flex items-center gap-2 text-destructive">
          <TriangleAlert aria-hidden="true" className="size-5" />
          {t('danger.title')}
        </CardTitle>
        <CardDescription>{t('danger.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Dialog open={open} onOpenChange={changeOpen}>
          <DialogTrigger asChild>
            <Button variant="destructive">{t('danger.open')}</Button>
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
                <DialogTitle>{t('danger.dialogTitle')}</DialogTitle>
                <DialogDescription>{t('danger.dialogDescription')}</DialogDescription>
              </DialogHeader>
              <FormField
                id="delete-account-confirmation"
                label={
                  <>
                    {t('danger.typeBefore')}{' '}
                    <strong dir="ltr" className="font-mono">
                      {DELETE_WORD}
                    </strong>{' '}
                    {t('danger.typeAfter')}
                  </>
                }
              >
                <Input
                  id="delete-account-confirmation"
                  value={typed}
                  onChange={(event) => setTyped(event.target.value)}
                  dir="ltr"
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
                  {t('common:actions.cancel')}
                </Button>
                <Button
                  type="submit"
                  variant="destructive"
                  disabled={!confirmed || deletion.isPending}
                >
                  {deletion.isPending ? t('danger.deleting') : t('danger.confirm')}
                </Button>
              </DialogFooter>
            </form>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
