import type { Gender } from '@prato/core/schemas/profile';
import type { ComponentProps } from 'react';
import { Select } from '@/components/ui/select';

export const GENDER_LABELS = { female: 'Feminino', male: 'Masculino' } as const satisfies Record<Gender, string>;

/** The sex of the body data (health and profile forms), "Feminino" first; `placeholder` adds an empty first option. */
export function GenderSelect({ placeholder, ...props }: ComponentProps<'select'> & { placeholder?: string }) {
  return (
    <Select {...props}>
      {placeholder === undefined ? null : <option value="">{placeholder}</option>}
      <option value="female">{GENDER_LABELS.female}</option>
      <option value="male">{GENDER_LABELS.male}</option>
    </Select>
  );
}
