import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '@/lib/cn';

export interface Choice<V extends string> {
  value: V;
  label: string;
  description?: string;
  icon?: ReactNode;
  /** Not offered (e.g. "Perder peso" to a minor); the reason is shown next to the list. */
  disabled?: boolean;
}

interface ChoiceListProps<V extends string> {
  legend: string;
  /** Visually hidden legend when the step heading already says it. */
  hideLegend?: boolean;
  choices: readonly Choice<V>[];
  registration: UseFormRegisterReturn;
  columns?: 1 | 2;
}

/** A radio group drawn as cards: native radios, so arrow keys and screen readers work as usual. */
export function ChoiceList<V extends string>({
  legend,
  hideLegend = false,
  choices,
  registration,
  columns = 1,
}: ChoiceListProps<V>) {
  return (
    <fieldset>
      <legend className={cn('mb-2 text-sm font-medium text-slate-700', hideLegend && 'sr-only')}>{legend}</legend>
      <div className={cn('grid gap-3', columns === 2 && 'grid-cols-2')}>
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-xl border border-slate-300 bg-white p-4 transition-colors',
              'hover:border-emerald-400 has-checked:border-emerald-600 has-checked:bg-emerald-50',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-emerald-600',
              choice.disabled && 'cursor-not-allowed bg-slate-50 opacity-60 hover:border-slate-300',
            )}
          >
            <input
              type="radio"
              value={choice.value}
              className="sr-only"
              {...registration}
              disabled={choice.disabled || registration.disabled}
            />
            {choice.icon ? (
              <span className="mt-0.5 shrink-0 text-emerald-700" aria-hidden>
                {choice.icon}
              </span>
            ) : null}
            <span className="min-w-0">
              <span className="block font-semibold text-slate-900">{choice.label}</span>
              {choice.description ? (
                <span className="mt-0.5 block text-sm text-slate-600">{choice.description}</span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
