import { Check } from '@/components/icons';
import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import type { ComponentProps } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { cn } from '@/lib/cn';

export function Checkbox({ className, ...props }: ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      className={cn(
        'peer flex size-5 shrink-0 items-center justify-center rounded-md border border-slate-400 bg-white transition-colors',
        'data-[state=checked]:border-emerald-600 data-[state=checked]:bg-emerald-600 data-[state=checked]:text-white',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600',
        'aria-invalid:border-red-500',
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator>
        <Check className="size-3.5" strokeWidth={3} aria-hidden />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}

type CheckboxFieldProps<T extends FieldValues, R extends FieldValues> = Omit<
  ComponentProps<typeof Checkbox>,
  'checked' | 'defaultChecked' | 'onCheckedChange' | 'name' | 'onBlur'
> & {
  control: Control<T, unknown, R>;
  name: FieldPath<T>;
};

/** A Checkbox bound to a react-hook-form boolean field: checked is true, anything else false. */
export function CheckboxField<T extends FieldValues, R extends FieldValues = T>({
  control,
  name,
  ...props
}: CheckboxFieldProps<T, R>) {
  const { field } = useController({ control, name });
  return (
    <Checkbox
      {...props}
      name={field.name}
      checked={field.value === true}
      onCheckedChange={(checked) => field.onChange(checked === true)}
      onBlur={field.onBlur}
    />
  );
}
