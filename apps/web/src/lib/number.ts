/**
 * Numbers typed and shown the Brazilian way: "68,5" is sixty-eight and a half, "1.234,5" has a
 * thousands dot. Every number field of the app reads its text here, so "68,5" can never become 685
 * (what a browser's number input may do with a comma) and a dot typed as a decimal point still works.
 */

/** Thousands grouped with dots, as pt-BR writes them: "1.234", "12.345.678" (never "0.234"). */
const GROUPED = /^[1-9]\d{0,2}(?:\.\d{3})+$/;
const DIGITS = /^\d+$/;
/** A number with at most a decimal point: "68", "68.5", ".5". */
const DOTTED = /^(?:\d+|\d*\.\d+)$/;

/**
 * The number a person typed, or null for a blank text and NaN for a text that is not a number.
 *
 * - A comma is the decimal separator; dots before it group thousands ("1.234,5" → 1234.5).
 * - Without a comma, dots that group digits by three are thousands ("1.234", "2.500" → 2500), as the
 *   app itself shows them; any other single dot is a decimal point ("68.5" → 68.5). A reading that
 *   could multiply the value ("68,5" → 685) does not exist.
 * - An English "1,234.5", letters ("7o"), exponents and a dangling separator ("68,") are not numbers.
 * - Surrounding spaces are ignored; a leading minus is kept (the field's rule refuses it if it must).
 */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim().replace(/^\u2212/, '-');
  if (trimmed === '') return null;
  const negative = trimmed.startsWith('-');
  const body = negative ? trimmed.slice(1) : trimmed;
  const parts = body.split(',');
  let plain: string;
  if (parts.length === 2) {
    const [whole = '', fraction = ''] = parts;
    if (!DIGITS.test(fraction) || !(whole === '' || DIGITS.test(whole) || GROUPED.test(whole))) return Number.NaN;
    plain = `${whole.replaceAll('.', '') || '0'}.${fraction}`;
  } else if (parts.length === 1 && GROUPED.test(body)) {
    plain = body.replaceAll('.', '');
  } else if (parts.length === 1 && DOTTED.test(body)) {
    plain = body;
  } else {
    return Number.NaN;
  }
  const value = Number(plain);
  if (!Number.isFinite(value)) return Number.NaN;
  // "-0" is 0: the field must not show "-0" back.
  return negative && value !== 0 ? -value : value;
}

const decimalFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 6 });

/** A number as a pt-BR field shows it: "68,5", "2.000", "1.234,5". */
export const formatDecimal = (value: number): string => decimalFormat.format(value);

/** Whether a number needs no more than `places` decimals (68.5 has 1; 68.55 has 2). */
export function hasAtMostDecimals(value: number, places: number): boolean {
  const scaled = value * 10 ** places;
  // Tolerates the binary rounding of e.g. 0.1 × 10 without accepting a real extra digit.
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}
