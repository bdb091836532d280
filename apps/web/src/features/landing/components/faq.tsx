import { ChevronDown } from '@/components/icons';
import { useId, useState, type ReactNode } from 'react';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

/**
 * Accordion with at most one answer open. Native <details>/<summary>: keyboard and
 * screen-reader support come with the element, and the prerendered page works before the script runs
 * (the shared `name` makes Chromium keep one open); the app holds which one is open once it runs.
 */
export function Faq({ items }: { items: readonly FaqItem[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const name = useId();
  return (
    <div className="mx-auto mt-10 max-w-3xl divide-y divide-slate-200 rounded-3xl border border-slate-200 bg-white shadow-sm">
      {items.map((item, index) => (
        <details key={item.question} name={name} open={open === index} className="group">
          <summary
            onClick={(event) => {
              event.preventDefault();
              setOpen((current) => (current === index ? null : index));
            }}
            className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-3xl px-5 py-4 text-left font-semibold text-slate-900 hover:text-emerald-800 sm:px-6 [&::-webkit-details-marker]:hidden"
          >
            {item.question}
            <ChevronDown
              className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
              aria-hidden
            />
          </summary>
          <div className="px-5 pb-5 text-sm leading-relaxed text-slate-700 sm:px-6">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
