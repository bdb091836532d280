/**
 * Barcodes of packaged foods (GS1 GTIN): EAN-13, EAN-8 and UPC-A. A typed or scanned code is
 * normalised (spaces and hyphens dropped; UPC-A as the EAN-13 it is, with a leading 0) and its check
 * digit verified before any lookup, so a mistyped code never reaches Open Food Facts.
 */

/** The lengths we read: EAN-8, UPC-A (12) and EAN-13. */
export const BARCODE_LENGTHS = [8, 12, 13] as const;

/**
 * The GS1 check digit of the digits before it: from the right, weights 3, 1, 3, 1…; the digit that
 * brings the weighted sum to a multiple of 10.
 */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let index = 0; index < body.length; index += 1) {
    const digit = Number(body[body.length - 1 - index]);
    sum += index % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** True for 8, 12 or 13 digits whose last digit is their GS1 check digit. */
export function isValidBarcode(digits: string): boolean {
  if (!/^\d+$/u.test(digits)) return false;
  if (!(BARCODE_LENGTHS as readonly number[]).includes(digits.length)) return false;
  return gtinCheckDigit(digits.slice(0, -1)) === Number(digits[digits.length - 1]);
}

/**
 * The code as we store and look it up: digits only, UPC-A widened to EAN-13 (the same product, the
 * same check digit). undefined when it is not a valid EAN-13, EAN-8 or UPC-A.
 */
export function normalizeBarcode(raw: string): string | undefined {
  const digits = raw.replace(/[\s-]/gu, '');
  if (!isValidBarcode(digits)) return undefined;
  return digits.length === 12 ? `0${digits}` : digits;
}
