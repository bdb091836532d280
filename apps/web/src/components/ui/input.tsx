import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Inputs whose browser-drawn text and picker button need every pixel of a half-width phone column. */
const PICKER_TYPES = new Set(['date', 'time', 'datetime-local', 'month', 'week']);

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'block h-11 w-full rounded-xl border border-slate-300 bg-white px-3.5 text-base text-slate-900 shadow-xs',
        'placeholder:text-slate-400 transition-colors',
        'focus:border-emerald-500 focus:outline-none focus:ring-4 focus:ring-emerald-500/15',
        'aria-invalid:border-red-500 aria-invalid:focus:ring-red-500/15',
        'disabled:cursor-not-allowed disabled:bg-slate-100',
        // "07:00 AM" and its clock fit a 360 px phone's half-width column (issue 29).
        PICKER_TYPES.has(props.type ?? '') && 'px-2.5',
        className,
      )}
      {...props}
    />
  );
}
