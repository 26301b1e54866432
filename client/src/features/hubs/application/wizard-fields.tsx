import type { ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, invalidProps } from '../../../components/form-field';
import { Input } from '../../../components/ui/input';
import { OptionSelect } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import type { HubApplicationField, HubApplicationValues } from './hub-application-values';
import { useHubErrorText } from './hub-error-text';

type TextFieldName = {
  [Name in HubApplicationField]: HubApplicationValues[Name] extends string ? Name : never;
}[HubApplicationField];

/** The id of a field's control, shared by its label, its error and the review's Edit links. */
export const hubFieldId = (name: HubApplicationField) => `hub-${name}`;

/** A field's label, with the asterisk of a required field or the word "optional". */
export function FieldLabel({ children, optional }: { children: ReactNode; optional?: boolean }) {
  const { t } = useTranslation('hubs');
  return optional ? (
    <>
      {children} <span className="font-normal text-muted-foreground">{t('field.optional')}</span>
    </>
  ) : (
    <>
      {children}{' '}
      <span aria-hidden="true" className="text-destructive">
        *
      </span>
    </>
  );
}

interface TextFieldProps {
  name: TextFieldName;
  label: string;
  optional?: boolean;
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  placeholder?: string;
  hint?: ReactNode;
  className?: string;
}

export function HubTextField({
  name,
  label,
  optional = false,
  multiline = false,
  type = 'text',
  autoComplete,
  placeholder,
  hint,
  className,
}: TextFieldProps) {
  const { register, formState } = useFormContext<HubApplicationValues>();
  const id = hubFieldId(name);
  const error = useHubErrorText()(formState.errors[name]?.message);
  const control = {
    id,
    placeholder,
    dir: type === 'text' ? 'auto' : 'ltr',
    // An e-mail address or phone number, and its example, read the same in every language.
    ...(type === 'text' ? {} : { 'data-verbatim': true }),
    ...(optional ? {} : { 'aria-required': true }),
    ...invalidProps(id, error),
    ...register(name),
  };
  return (
    <FormField
      id={id}
      label={<FieldLabel optional={optional}>{label}</FieldLabel>}
      error={error}
      hint={hint}
      className={className}
    >
      {multiline ? (
        <Textarea rows={4} {...control} />
      ) : (
        <Input type={type} autoComplete={autoComplete} {...control} />
      )}
    </FormField>
  );
}

interface SelectFieldProps<Option extends string> {
  name: 'organizationType' | 'hubType';
  label: string;
  placeholder: string;
  options: readonly Option[];
  labels: (option: Option) => string;
}

export function HubSelectField<Option extends string>({
  name,
  label,
  placeholder,
  options,
  labels,
}: SelectFieldProps<Option>) {
  const { control } = useFormContext<HubApplicationValues>();
  const { field, fieldState } = useController({ control, name });
  const id = hubFieldId(name);
  const error = useHubErrorText()(fieldState.error?.message);
  return (
    <FormField id={id} label={<FieldLabel>{label}</FieldLabel>} error={error}>
      <OptionSelect
        id={id}
        ref={field.ref}
        onBlur={field.onBlur}
        aria-required="true"
        {...invalidProps(id, error)}
        value={field.value}
        onValueChange={field.onChange}
        name={field.name}
        options={options}
        optionLabel={labels}
        placeholder={placeholder}
      />
    </FormField>
  );
}
