import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Label } from './ui/label';

/** The ids that tie a control to its label and its error message. */
export function fieldIds(id: string) {
  return { id, errorId: `${id}-error` };
}

/** The attributes a control needs so its error is announced with it. */
export function invalidProps(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': fieldIds(id).errorId } : {};
}

interface FormFieldProps {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A label above its control, with the field's error (or hint) beneath. */
export function FormField({ id, label, error, hint, className, children }: FormFieldProps) {
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={fieldIds(id).errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : hint ? (
        <p className="text-xs text-muted-foreground">{hint}</p>
      ) : null}
    </div>
  );
}
