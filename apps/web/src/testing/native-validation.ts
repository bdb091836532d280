import { expect } from 'vitest';

/**
 * A number field whose errors are ours, never the browser's bubble ("Value must be less than or equal
 * to 300"): a text input with no native range or requirement, so the browser never finds it invalid
 * whatever was typed, inside a form (when there is one) that does not validate natively.
 */
export function expectNoNativeValidation(input: HTMLElement) {
  expect(input).toHaveAttribute('type', 'text');
  for (const attribute of ['min', 'max', 'step', 'required', 'pattern']) expect(input).not.toHaveAttribute(attribute);
  expect((input as HTMLInputElement).checkValidity()).toBe(true);
  const form = input.closest('form');
  if (form) expect(form).toHaveAttribute('novalidate');
}
