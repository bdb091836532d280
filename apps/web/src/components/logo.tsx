import { cn } from '@/lib/cn';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 512 512" className={cn('size-9 shrink-0', className)} aria-hidden focusable="false">
      <rect width="512" height="512" rx="112" fill="#059669" />
      <circle cx="256" cy="268" r="150" fill="#ecfdf5" />
      <circle cx="256" cy="268" r="112" fill="none" stroke="#a7f3d0" strokeWidth="14" />
      <path
        d="M198 270l40 40 82-92"
        fill="none"
        stroke="#047857"
        strokeWidth="34"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M330 88c-34 6-58 30-62 62 32-2 58-26 62-62z" fill="#a7f3d0" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5 text-lg font-bold tracking-tight text-slate-900', className)}>
      <LogoMark />
      <span>
        Prato <span className="text-emerald-700">Certo</span>
      </span>
    </span>
  );
}
