import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  label: ReactNode;
  /** Message under the control; marks the control invalid. */
  error?: string;
  /** Marks the control invalid without showing a message (the form shows it elsewhere). */
  invalid?: boolean;
  /** Id of an element elsewhere that describes the control (e.g. the form's alert). */
  describedBy?: string;
  hint?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** Label + control + message, wired for screen readers. */
export function Field({ label, error, invalid, describedBy, hint, className, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedByIds =
    [error ? errorId : undefined, hint ? hintId : undefined, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error || invalid ? true : undefined,
        'aria-describedby': describedByIds,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A control's message under it (none when `error` is empty); the control points at it by `id`. */
export function FieldError({ id, error }: { id: string; error: ReactNode }) {
  if (!error) return null;
  return (
    <p id={id} className="text-sm text-red-600">
      {error}
    </p>
  );
}
