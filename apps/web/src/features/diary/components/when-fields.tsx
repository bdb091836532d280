import type { ComponentProps } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { isIsoDate } from '../lib/dates';

/** A slot as a choice of where an item goes. */
export interface SlotOption {
  slot: string;
  label: string;
}

/** A diary dialog opened on a target (null: closed), with the day's slots to move it to and today. */
export interface SlotDialogProps<Target> {
  target: Target | null;
  slots: readonly SlotOption[];
  today: string;
  onClose: () => void;
}

/** The form inside such a dialog: the open target, and `onDone` closes the dialog. */
export interface SlotFormProps<Target> {
  target: Target;
  slots: readonly SlotOption[];
  today: string;
  onDone: () => void;
}

/** One of the day's slots ("Café da manhã", "Almoço"…), by its key. */
export function SlotSelect({
  slots,
  onValueChange,
  ...props
}: Omit<ComponentProps<'select'>, 'onChange' | 'children'> & {
  slots: readonly SlotOption[];
  onValueChange: (slot: string) => void;
}) {
  return (
    <Select {...props} onChange={(event) => onValueChange(event.target.value)}>
      {slots.map((option) => (
        <option key={option.slot} value={option.slot}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}

/**
 * A past or present day, with its label: never empty (clearing the picker keeps the last day) and
 * never after today (a typed future day is not taken).
 */
export function DayField({
  label,
  today,
  value,
  onValueChange,
  required,
  className,
}: {
  label: string;
  today: string;
  value: string;
  onValueChange: (day: string) => void;
  required?: boolean;
  className?: string;
}) {
  return (
    <Field label={label} className={className}>
      {(control) => (
        <Input
          {...control}
          type="date"
          max={today}
          value={value}
          required={required}
          onChange={(event) => {
            const day = event.target.value;
            if (isIsoDate(day) && day <= today) onValueChange(day);
          }}
        />
      )}
    </Field>
  );
}
