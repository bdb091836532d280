import { useState, type ComponentProps } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { formatDecimal, parseDecimal } from '@/lib/number';
import { Input } from './input';

/**
 * What a number field holds: the number typed; null once emptied (undefined before anything was
 * there); the text itself when it is not a number, so that the form's schema refuses it with its own
 * message (NaN would not do: a schema may read NaN as a blank and put a default in its place).
 * Emptied is null, not undefined, because react-hook-form shows a field's default value in place
 * of undefined: the number erased would come back.
 */
export type NumberValue = number | string | null | undefined;

/** The value a text stands for. */
function valueOf(text: string): NumberValue {
  const parsed = parseDecimal(text);
  if (parsed === null) return null;
  return Number.isNaN(parsed) ? text : parsed;
}

/** The text that shows a value. */
function textOf(value: NumberValue): string {
  if (typeof value === 'number') return Number.isFinite(value) ? formatDecimal(value) : '';
  return value ?? '';
}

const sameValue = (a: NumberValue, b: NumberValue) => Object.is(a, b) || (a == null && b == null);

export interface NumberInputProps extends Omit<
  ComponentProps<'input'>,
  'type' | 'inputMode' | 'value' | 'defaultValue' | 'onChange'
> {
  value: NumberValue;
  onValueChange: (value: NumberValue) => void;
  /** A whole number is expected (age, kcal, minutes, cm): phones show the digits keypad. */
  integer?: boolean;
}

/**
 * A number input that reads and shows numbers the Brazilian way ("68,5", "2.000"). It is a text
 * input on purpose: a browser's number input parses with the browser's language (one turns "68,5"
 * into 685, another into nothing) and validates with its own bubbles in that language. Rules and
 * messages are the form schema's; this input only turns text into numbers and back.
 */
export function NumberInput({ value, onValueChange, integer = false, onBlur, ...props }: NumberInputProps) {
  const [text, setText] = useState(() => textOf(value));
  const [shown, setShown] = useState(value);
  if (!Object.is(shown, value)) {
    // A new value: from typing (the text already says it) or from outside (a reset, a suggestion).
    setShown(value);
    if (!sameValue(valueOf(text), value)) setText(textOf(value));
  }
  return (
    <Input
      autoComplete="off"
      {...props}
      type="text"
      inputMode={integer ? 'numeric' : 'decimal'}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onValueChange(valueOf(event.target.value));
      }}
      onBlur={(event) => {
        // Shows what was understood: "68.5" becomes "68,5", "2000" becomes "2.000".
        if (typeof value === 'number' && Number.isFinite(value) && parseDecimal(formatDecimal(value)) === value) {
          setText(formatDecimal(value));
        }
        onBlur?.(event);
      }}
    />
  );
}

type NumberFieldProps<T extends FieldValues, R extends FieldValues> = Omit<
  NumberInputProps,
  'value' | 'onValueChange' | 'name' | 'ref'
> & {
  control: Control<T, unknown, R>;
  name: FieldPath<T>;
};

/**
 * A NumberInput bound to a react-hook-form field: the form holds the number (the schema stays the
 * shared one), the input holds the text. Its ref lets the form focus it when it is the first invalid field.
 */
export function NumberField<T extends FieldValues, R extends FieldValues = T>({
  control,
  name,
  onBlur,
  ...props
}: NumberFieldProps<T, R>) {
  const { field } = useController({ control, name });
  return (
    <NumberInput
      {...props}
      ref={field.ref}
      name={field.name}
      disabled={field.disabled ?? props.disabled}
      value={field.value as NumberValue}
      onValueChange={field.onChange}
      onBlur={(event) => {
        field.onBlur();
        onBlur?.(event);
      }}
    />
  );
}
