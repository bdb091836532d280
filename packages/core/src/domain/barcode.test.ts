import { expect, test } from 'vitest';
import { gtinCheckDigit, isValidBarcode, normalizeBarcode } from './barcode';

test('GS1 check digits of EAN-13, EAN-8 and UPC-A', () => {
  expect(gtinCheckDigit('789100010010')).toBe(3);
  expect(isValidBarcode('7891000100103')).toBe(true);
  expect(isValidBarcode('7891000100104')).toBe(false);
  // EAN-8 and UPC-A (a US soft drink's code).
  expect(isValidBarcode('96385074')).toBe(true);
  expect(isValidBarcode('036000291452')).toBe(true);
  expect(isValidBarcode('036000291453')).toBe(false);
});

test('only 8, 12 or 13 digits: other lengths and letters are refused', () => {
  for (const code of ['', '123', '78910001001031', '789100010010a', '7891000-100103x']) {
    expect(normalizeBarcode(code)).toBeUndefined();
  }
});

test('normalised: spaces and hyphens dropped, UPC-A widened to EAN-13', () => {
  expect(normalizeBarcode(' 789 1000-100103 ')).toBe('7891000100103');
  expect(normalizeBarcode('036000291452')).toBe('0036000291452');
  expect(isValidBarcode('0036000291452')).toBe(true);
  expect(normalizeBarcode('96385074')).toBe('96385074');
});
