import type { ReactNode } from 'react';
import { Button } from './ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './ui/dialog';

/**
 * "Are you sure?" before an action that cannot be taken back. While the action runs, the
 * dialog stays open and both buttons are disabled; closing it any other way cancels.
 */
export function ConfirmDialog(props: {
  readonly open: boolean;
  readonly busy: boolean;
  readonly title: string;
  readonly description: string;
  readonly children?: ReactNode;
  readonly cancelLabel: string;
  readonly confirmLabel: string;
  readonly busyLabel: string;
  readonly onCancel: () => void;
  readonly onConfirm: () => void;
}) {
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => {
        if (!open && !props.busy) props.onCancel();
      }}
    >
      {props.open ? (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{props.title}</DialogTitle>
            <DialogDescription>{props.description}</DialogDescription>
          </DialogHeader>
          {props.children}
          <DialogFooter>
            <Button variant="outline" onClick={props.onCancel} disabled={props.busy}>
              {props.cancelLabel}
            </Button>
            <Button variant="destructive" disabled={props.busy} onClick={props.onConfirm}>
              {props.busy ? props.busyLabel : props.confirmLabel}
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
