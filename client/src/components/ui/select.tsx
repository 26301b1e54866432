import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** Reads its reading direction from the app's DirectionProvider (the language's). */
export const Select = SelectPrimitive.Root;
export const SelectValue = SelectPrimitive.Value;
export const SelectGroup = SelectPrimitive.Group;

export function SelectTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof SelectPrimitive.Trigger>) {
  return (
    <SelectPrimitive.Trigger
      className={cn(
        'flex h-10 w-full items-center justify-between gap-2 rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive data-[placeholder]:text-muted-foreground sm:text-sm [&>span]:truncate',
        className,
      )}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDown aria-hidden="true" className="size-4 opacity-60" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

export function SelectContent({
  className,
  children,
  position = 'popper',
  ...props
}: ComponentProps<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        position={position}
        className={cn(
          'relative z-50 max-h-(--radix-select-content-available-height) min-w-32 overflow-hidden rounded-md border bg-popover text-popover-foreground shadow-lg',
          position === 'popper' && 'w-full min-w-(--radix-select-trigger-width) translate-y-1',
          className,
        )}
        {...props}
      >
        <SelectPrimitive.Viewport className="p-1">{children}</SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export function SelectItem({
  className,
  children,
  ...props
}: ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      className={cn(
        'relative flex w-full cursor-default select-none items-center rounded-sm py-2 ps-8 pe-2 text-sm outline-none focus:bg-secondary focus:text-secondary-foreground data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    >
      <span className="absolute start-2 flex size-4 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <Check aria-hidden="true" className="size-4" />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}

type OptionSelectProps<Option extends string> = {
  value: string | undefined;
  onValueChange: (value: Option) => void;
  options: readonly Option[];
  optionLabel: (option: Option) => string;
  name?: string;
  placeholder?: string;
} & Omit<ComponentProps<typeof SelectPrimitive.Trigger>, 'children' | 'value' | 'name'>;

/**
 * A choice from a fixed list, each option shown by its label: the app's one way to pick from an
 * enumeration. Other props (id, ref, onBlur, aria-*) go to the trigger, which is what a label and
 * a form library point at.
 */
export function OptionSelect<Option extends string>({
  value,
  onValueChange,
  options,
  optionLabel,
  name,
  placeholder,
  ...trigger
}: OptionSelectProps<Option>) {
  const chosen = options.find((option) => option === value);
  return (
    <Select
      value={value}
      // Radix answers one of the items' values, and the items are exactly `options`.
      onValueChange={(chosen) => onValueChange(chosen as Option)}
      name={name}
    >
      <SelectTrigger {...trigger}>
        {/* The chosen label named here, not only found among the items once they mount: a page
            rendered on the server shows it too, and the trigger keeps its width as the app draws. */}
        <SelectValue placeholder={placeholder}>
          {chosen === undefined ? undefined : optionLabel(chosen)}
        </SelectValue>
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option} value={option}>
            {optionLabel(option)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
