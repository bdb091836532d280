import { cn } from '@/lib/cn';

interface ProgressBarProps {
  value: number;
  max?: number;
  label: string;
  className?: string;
  barClassName?: string;
}

export function ProgressBar({ value, max = 100, label, className, barClassName }: ProgressBarProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  const percent = max > 0 ? (clamped / max) * 100 : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={Math.round(clamped)}
      className={cn('h-2.5 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div
        className={cn('h-full rounded-full bg-emerald-500 transition-[width] duration-500', barClassName)}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
