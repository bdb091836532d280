import { CircleAlert, CircleCheck, Info } from '@/components/icons';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const tones = {
  error: { box: 'border-red-200 bg-red-50 text-red-800', Icon: CircleAlert, role: 'alert' },
  success: { box: 'border-emerald-200 bg-emerald-50 text-emerald-800', Icon: CircleCheck, role: 'status' },
  info: { box: 'border-sky-200 bg-sky-50 text-sky-800', Icon: Info, role: 'status' },
} as const;

type AlertProps = ComponentProps<'div'> & { tone?: keyof typeof tones };

/** Inline message; errors are announced (role="alert"), the rest politely (role="status"). */
export function Alert({ tone = 'error', className, children, ...props }: AlertProps) {
  const { box, Icon, role } = tones[tone];
  return (
    <div role={role} className={cn('flex gap-2.5 rounded-xl border px-3.5 py-3 text-sm', box, className)} {...props}>
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
