import type { Gender } from '@prato/core/schemas/profile';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const GENDER_LABELS = { female: 'Feminino', male: 'Masculino' } as const satisfies Record<Gender, string>;

/** The sex of the body data (health and profile forms), "Feminino" first; `placeholder` adds an empty first option. */
export function GenderSelect({
  placeholder,
  className,
  ...props
}: ComponentProps<'select'> & { placeholder?: string }) {
  return (
    <select
      className={cn(
        'block h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs focus:border-emerald-500 focus:outline-none focus:ring-4 focus:ring-emerald-500/15 aria-invalid:border-red-500',
        className,
      )}
      {...props}
    >
      {placeholder === undefined ? null : <option value="">{placeholder}</option>}
      <option value="female">{GENDER_LABELS.female}</option>
      <option value="male">{GENDER_LABELS.male}</option>
    </select>
  );
}
