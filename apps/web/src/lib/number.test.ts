import { expect, test } from 'vitest';
import { formatDecimal, hasAtMostDecimals, parseDecimal } from './number';

test.each([
  ['68,5', 68.5],
  ['68.5', 68.5],
  ['1.234,5', 1234.5],
  ['1.234', 1234],
  ['2.500', 2500],
  ['12.345.678', 12345678],
  ['1234', 1234],
  ['1234,5', 1234.5],
  [' 70 ', 70],
  ['0,5', 0.5],
  [',5', 0.5],
  ['0.250', 0.25],
  ['68,55', 68.55],
  ['-1', -1],
  ['\u22121,5', -1.5],
  ['-0', 0],
  ['007', 7],
])('"%s" reads as %d', (text, expected) => {
  expect(parseDecimal(text)).toBe(expected);
});

test.each([[''], ['   ']])('"%s" is blank', (text) => {
  expect(parseDecimal(text)).toBeNull();
});

test.each([
  ['7o'],
  ['68,'],
  ['68.'],
  ['1,234.5'],
  ['1.234.5'],
  ['1,2,3'],
  ['12.34,5'],
  ['1e3'],
  ['Infinity'],
  ['+5'],
  ['--1'],
  ['6 8'],
  ['-'],
  [','],
])('"%s" is not a number', (text) => {
  expect(parseDecimal(text)).toBeNaN();
});

test('a comma never multiplies the value: every text with a decimal comma reads as its dot twin', () => {
  for (const text of ['68,5', '0,1', '300,0', '1,25']) {
    expect(parseDecimal(text)).toBe(Number(text.replace(',', '.')));
  }
});

test('numbers are shown with a decimal comma and a thousands dot, and read back as the same number', () => {
  expect(formatDecimal(68.5)).toBe('68,5');
  expect(formatDecimal(2000)).toBe('2.000');
  expect(formatDecimal(1234.5)).toBe('1.234,5');
  expect(formatDecimal(0.25)).toBe('0,25');
  for (const value of [68.5, 2000, 1234.5, 0.25, 70, 12345678.9]) {
    expect(parseDecimal(formatDecimal(value))).toBe(value);
  }
});

test('the one-decimal rule of a weight: 68,5 passes, 68,55 does not', () => {
  expect(hasAtMostDecimals(parseDecimal('68,5')!, 1)).toBe(true);
  expect(hasAtMostDecimals(parseDecimal('68,50')!, 1)).toBe(true);
  expect(hasAtMostDecimals(parseDecimal('70,1')!, 1)).toBe(true);
  expect(hasAtMostDecimals(parseDecimal('68,55')!, 1)).toBe(false);
  expect(hasAtMostDecimals(parseDecimal('30')!, 0)).toBe(true);
  expect(hasAtMostDecimals(parseDecimal('30,5')!, 0)).toBe(false);
});
