import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A native select drawn like the Input: 44 px high, the same border, shadow, focus ring and invalid border. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'block h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs',
        'focus:border-emerald-500 focus:outline-none focus:ring-4 focus:ring-emerald-500/15 aria-invalid:border-red-500',
        className,
      )}
      {...props}
    />
  );
}
