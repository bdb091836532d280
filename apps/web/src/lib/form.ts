import type { FieldErrors, FieldValues, Path } from 'react-hook-form';

export interface FirstError<T extends FieldValues> {
  name: Path<T>;
  message: string;
}

/** The first validation error in the given field order (the screens show one error at a time). */
export function firstError<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: readonly Path<T>[],
): FirstError<T> | undefined {
  const byName = errors as Record<string, { message?: unknown } | undefined>;
  for (const name of order) {
    const message = byName[name]?.message;
    if (typeof message === 'string' && message) return { name, message };
  }
  return undefined;
}
