import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './ui/dialog';
import { Label } from './ui/label';
import { Textarea } from './ui/textarea';

/** A moderator's action that needs a reason in words (the donor, or the log, reads it). */
export function ReasonDialog(props: {
  readonly open: boolean;
  readonly title: string;
  readonly description: string;
  readonly label: string;
  readonly confirmLabel: string;
  readonly busy: boolean;
  readonly optional?: boolean;
  readonly destructive?: boolean;
  /** The server's reason for refusing, shown in the dialog, which stays open. */
  readonly error?: string | null;
  readonly onCancel: () => void;
  readonly onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const id = useId();
  const trimmed = reason.trim();
  const { t } = useTranslation(['admin', 'common']);
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => {
        if (!open && !props.busy) {
          setReason('');
          props.onCancel();
        }
      }}
    >
      {props.open ? (
        <DialogContent>
          <form
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (trimmed || props.optional) props.onConfirm(trimmed);
            }}
          >
            <DialogHeader>
              <DialogTitle>{props.title}</DialogTitle>
              <DialogDescription>{props.description}</DialogDescription>
            </DialogHeader>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-reason`}>{props.label}</Label>
              <Textarea
                id={`${id}-reason`}
                value={reason}
                maxLength={1000}
                dir="auto"
                onChange={(event) => setReason(event.target.value)}
              />
              {props.error ? (
                <p role="alert" className="text-sm text-destructive">
                  {props.error}
                </p>
              ) : null}
            </div>
            <DialogFooter>
              <Button
                type="button"
                variant="outline"
                disabled={props.busy}
                onClick={props.onCancel}
              >
                {t('common:actions.cancel')}
              </Button>
              <Button
                type="submit"
                variant={props.destructive ? 'destructive' : 'default'}
                disabled={props.busy || (!trimmed && !props.optional)}
              >
                {props.busy ? t('moderation.saving') : props.confirmLabel}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
