import { z } from './z';

/**
 * The rules every value a user sends must meet before it reaches the database (issue 16 §5, §11):
 * text without control characters or unpaired surrogates and with a length bound, numbers that
 * fit their `real` column, and dates within a sane range. Each schema builds its fields from
 * these, so every route that validates with a core schema gets them.
 */

export const INPUT_RULE_MESSAGES = {
  text: 'O texto contém caracteres não permitidos.',
  number: 'Número fora do intervalo permitido.',
  date: 'Informe uma data entre 1900 e 2100.',
} as const;

/** Dates accepted anywhere: from 1900-01-01 (inclusive) to 2101-01-01 (exclusive), UTC. */
export const DATE_RANGE = { min: Date.UTC(1900, 0, 1), max: Date.UTC(2101, 0, 1) } as const;

/**
 * C0 controls except tab, line feed and carriage return; DEL and the C1 controls; and UTF-16
 * surrogates without their pair (they cannot be encoded as UTF-8: PostgreSQL refuses them in
 * JSON and would store U+FFFD in text).
 */
const FORBIDDEN_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function hasForbiddenCharacters(value: string): boolean {
  return FORBIDDEN_CHARACTERS.test(value);
}

const FORBIDDEN_CHARACTERS_ALL = new RegExp(FORBIDDEN_CHARACTERS.source, 'g');

/**
 * The value without those characters: for text a third party sends that must be kept, not refused
 * (a signed payment notice is recorded even when a name in it carries a NUL).
 */
export function withoutForbiddenCharacters(value: string): string {
  return value.replace(FORBIDDEN_CHARACTERS_ALL, '');
}

interface TextOptions {
  /** Longest accepted text (required: every stored string is bounded). */
  max: number;
  min?: number;
  /** The field's own message for a missing, short or long value. */
  message?: string;
  /** Trim spaces around the value first (default true). */
  trim?: boolean;
}

/** A bounded text without control characters or unpaired surrogates. */
export function text({ max, min, message, trim = true }: TextOptions) {
  let schema = z.string(message ? { error: message } : undefined);
  if (trim) schema = schema.trim();
  if (min !== undefined) schema = schema.min(min, message);
  return schema
    .max(max, message)
    .refine((value) => !hasForbiddenCharacters(value), { message: INPUT_RULE_MESSAGES.text, abort: true });
}

/** Smallest positive normal `real` (float4): smaller non-zero values underflow in PostgreSQL. */
const REAL_MIN_NORMAL = 1.1754944e-38;

/** true when a `real` (float4) column stores the number without underflow or overflow. */
export function fitsRealColumn(value: number): boolean {
  return value === 0 || (Math.abs(value) >= REAL_MIN_NORMAL && Math.abs(value) <= 3.4028234e38);
}

/** A finite number within [min, max] that a `real` column stores (no float4 underflow). */
export function boundedNumber({ min, max, message }: { min: number; max: number; message?: string }) {
  const error = message ?? INPUT_RULE_MESSAGES.number;
  return z.number({ error: message }).min(min, error).max(max, error).refine(fitsRealColumn, error);
}

/** The lowest and highest accepted value of a number field. */
export interface Bounds {
  min: number;
  max: number;
}

/** A number within the bounds; the field's message for a missing or out-of-bounds value. */
export function numberIn(message: string, { min, max }: Bounds) {
  return z.number({ error: message }).min(min, message).max(max, message);
}

/** `numberIn` that a `real` column stores; a value it cannot store gets the input rule's message. */
export function realIn(message: string, bounds: Bounds) {
  return numberIn(message, bounds).refine(fitsRealColumn, INPUT_RULE_MESSAGES.number);
}

/** A whole number within the bounds; the field's message for every failure. */
export function wholeIn(message: string, { min, max }: Bounds) {
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
}

/** What a food's name may hold: letters, digits, spaces and - , ( ) . only. */
export const FOOD_NAME_CHARACTERS = /^[\p{L}\p{N} \-,().]+$/u;

/** How long a food's name may be, in characters. */
export const FOOD_NAME_LENGTH = { min: 2, max: 100 } as const;

/**
 * A food's name as the planner takes it (trimmed, FOOD_NAME_LENGTH, FOOD_NAME_CHARACTERS only), so a
 * food, a recipe or a food of the user can be typed in the planner by its name. The field's message
 * for every failure.
 */
export function foodName(message: string) {
  const { min, max } = FOOD_NAME_LENGTH;
  return z
    .string({ error: message })
    .trim()
    .min(min, { message, abort: true })
    .max(max, message)
    .regex(FOOD_NAME_CHARACTERS, message);
}

/** `wholeIn` read from a query string: the text is coerced to a number first. */
export function wholeParam(message: string, { min, max }: Bounds) {
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
}

/** The page number of a paged list (1 up to a bound no real list reaches). */
export function pageParam(message: string) {
  return wholeParam(message, { min: 1, max: 100_000 });
}

const inDateRange = (value: string) => {
  const time = Date.parse(value);
  return Number.isFinite(time) && time >= DATE_RANGE.min && time < DATE_RANGE.max;
};

/** An ISO date-time with an offset (e.g. 2025-03-01T12:30:00-03:00) between 1900 and 2100. */
export function instant(message?: string) {
  return z.iso
    .datetime({ offset: true, ...(message ? { error: message } : {}) })
    .refine(inDateRange, INPUT_RULE_MESSAGES.date);
}

/** A calendar date (YYYY-MM-DD) between 1900 and 2100. */
export function calendarDate(message?: string) {
  return z.iso.date(message ? { error: message } : undefined).refine(inDateRange, INPUT_RULE_MESSAGES.date);
}

/** true when a YYYY-MM-DD or ISO date-time string names a moment between 1900 and 2100. */
export function isWithinDateRange(value: string): boolean {
  return inDateRange(value);
}

/** The text rule as `.refine(...textRule)`, for fields that keep their own chain of rules. */
export const textRule = [
  (value: string) => !hasForbiddenCharacters(value),
  { message: INPUT_RULE_MESSAGES.text, abort: true },
] as const;
