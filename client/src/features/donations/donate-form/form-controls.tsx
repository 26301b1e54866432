import type { ReactNode } from 'react';
import { type FieldPath, useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldIds, invalidProps } from '../../../components/form-field';
import { Label } from '../../../components/ui/label';
import { OptionSelect } from '../../../components/ui/select';
import { Switch } from '../../../components/ui/switch';
import { translateSchemaMessage } from '../../../i18n/zod-message';
import { cn } from '../../../lib/cn';
import { toggleChoice } from './choice-list';
import type { DonationFormValues } from './donation-form-values';

type FieldsOfType<T> = {
  [Name in keyof DonationFormValues]: DonationFormValues[Name] extends T ? Name : never;
}[keyof DonationFormValues];

/** A label with docs/product.md §5's asterisk for a required field. */
export function Required({ children }: { children: ReactNode }) {
  return (
    <>
      {children}{' '}
      <span aria-hidden="true" className="text-destructive">
        *
      </span>
    </>
  );
}

/**
 * A field's error (a contract schema's English message, worded in the person's language; a
 * server's message arrives worded already), or else its hint.
 */
export function FieldMessage({
  id,
  error,
  hint,
}: {
  id: string;
  error?: string | undefined;
  hint?: ReactNode;
}) {
  const { i18n } = useTranslation();
  if (error) {
    return (
      <p id={fieldIds(id).errorId} className="text-sm font-medium text-destructive">
        {translateSchemaMessage(i18n.t, error)}
      </p>
    );
  }
  return hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null;
}

interface SelectFieldProps<Option extends string> {
  name: FieldsOfType<string> & FieldPath<DonationFormValues>;
  id: string;
  label: ReactNode;
  options: readonly Option[];
  labels: (option: Option) => string;
  /** A line under the control about the chosen option (storage temperatures, for instance). */
  hints?: (option: Option) => string;
  /** What is wrong with the answer as it stands, shown at once (before any submit). */
  problem?: string | null;
}

export function SelectField<Option extends string>({
  name,
  id,
  label,
  options,
  labels,
  hints,
  problem,
}: SelectFieldProps<Option>) {
  const { control } = useFormContext<DonationFormValues>();
  const { field, fieldState } = useController({ control, name });
  const { t } = useTranslation('donate');
  const error = problem ?? fieldState.error?.message;
  const value = String(field.value);
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <OptionSelect
        id={id}
        ref={field.ref}
        onBlur={field.onBlur}
        {...invalidProps(id, error)}
        value={value}
        onValueChange={field.onChange}
        name={field.name}
        options={options}
        optionLabel={labels}
        placeholder={t('form.chooseAnswer')}
      />
      <FieldMessage
        id={id}
        error={error}
        hint={value && hints ? hints(value as Option) : undefined}
      />
    </div>
  );
}

interface SwitchFieldProps {
  name: FieldsOfType<boolean>;
  id: string;
  label: ReactNode;
  description: ReactNode;
}

/** A yes/no answer: the question, what it means, and the switch. */
export function SwitchField({ name, id, label, description }: SwitchFieldProps) {
  const { control } = useFormContext<DonationFormValues>();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <div
      className={cn(
        'grid gap-2 rounded-lg border bg-muted/40 p-4',
        error && 'border-destructive bg-destructive/5',
      )}
    >
      <div className="flex items-start justify-between gap-4">
        <div className="grid gap-1">
          <Label htmlFor={id} className="leading-snug">
            {label}
          </Label>
          <p id={`${id}-description`} className="text-xs text-muted-foreground">
            {description}
          </p>
        </div>
        <Switch
          id={id}
          ref={field.ref}
          checked={field.value}
          onCheckedChange={field.onChange}
          onBlur={field.onBlur}
          aria-describedby={
            error ? `${id}-description ${fieldIds(id).errorId}` : `${id}-description`
          }
          {...(error ? { 'aria-invalid': true } : {})}
        />
      </div>
      <FieldMessage id={id} error={error} />
    </div>
  );
}

interface YesNoFieldProps {
  name: 'isSealed';
  id: string;
  label: ReactNode;
  description: ReactNode;
}

const YES_NO = [
  { answer: true, label: 'form.yes' },
  { answer: false, label: 'form.no' },
] as const;

/** A yes/no question that starts unanswered (a switch would start at "no" for the donor). */
export function YesNoField({ name, id, label, description }: YesNoFieldProps) {
  const { control } = useFormContext<DonationFormValues>();
  const { field, fieldState } = useController({ control, name });
  const { t } = useTranslation('donate');
  const error = fieldState.error?.message;
  return (
    <fieldset
      className={cn(
        'grid gap-3 rounded-lg border bg-muted/40 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center',
        error && 'border-destructive bg-destructive/5',
      )}
      aria-describedby={error ? `${id}-description ${fieldIds(id).errorId}` : `${id}-description`}
      {...(error ? { 'aria-invalid': true } : {})}
    >
      <div className="grid gap-1">
        <legend className="text-sm font-medium leading-snug">{label}</legend>
        <p id={`${id}-description`} className="text-xs text-muted-foreground">
          {description}
        </p>
      </div>
      <div className="flex gap-2">
        {YES_NO.map(({ answer, label: answerLabel }, index) => (
          <label
            key={answerLabel}
            className="flex min-w-20 cursor-pointer items-center justify-center gap-2 rounded-md border bg-card px-4 py-2 text-sm font-medium transition-colors hover:bg-secondary/50 has-[:checked]:border-primary has-[:checked]:bg-secondary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              type="radio"
              id={index === 0 ? id : undefined}
              ref={index === 0 ? field.ref : undefined}
              name={field.name}
              checked={field.value === answer}
              onChange={() => field.onChange(answer)}
              onBlur={field.onBlur}
              className="size-4 accent-primary"
            />
            {t(answerLabel)}
          </label>
        ))}
      </div>
      <div className="sm:col-span-2">
        <FieldMessage id={id} error={error} />
      </div>
    </fieldset>
  );
}

interface CheckboxGroupFieldProps<Option extends string> {
  name: 'allergens' | 'spoilageIndicators';
  id: string;
  legend: ReactNode;
  description?: ReactNode;
  options: readonly Option[];
  labels: (option: Option) => string;
  /** The option that means "none of the others". */
  exclusive?: Option;
}

export function CheckboxGroupField<Option extends string>({
  name,
  id,
  legend,
  description,
  options,
  labels,
  exclusive,
}: CheckboxGroupFieldProps<Option>) {
  const { control } = useFormContext<DonationFormValues>();
  const { field, fieldState } = useController({ control, name });
  const chosen: readonly string[] = field.value;
  const error = fieldState.error?.message;
  return (
    <fieldset className="grid gap-3" {...invalidProps(id, error)}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {description ? <p className="text-xs text-muted-foreground">{description}</p> : null}
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {options.map((option, index) => (
          <label
            key={option}
            className="flex cursor-pointer items-center gap-2 rounded-md border bg-card px-3 py-2 text-sm transition-colors hover:bg-secondary/50 has-[:checked]:border-primary has-[:checked]:bg-secondary"
          >
            <input
              type="checkbox"
              ref={index === 0 ? field.ref : undefined}
              name={field.name}
              value={option}
              checked={chosen.includes(option)}
              onChange={(event) =>
                field.onChange(
                  toggleChoice<string>(chosen, option, event.target.checked, exclusive),
                )
              }
              onBlur={field.onBlur}
              className="size-4 shrink-0 accent-primary"
            />
            {labels(option)}
          </label>
        ))}
      </div>
      <FieldMessage id={id} error={error} />
    </fieldset>
  );
}
