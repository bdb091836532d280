import { expect, test } from 'vitest';
import { TIP_MAX_LENGTH, tipOfTheDay } from '../domain/tips';
import { DAILY_TIPS, TIP_TOPICS } from './tips';

const normalized = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

test('about 250 tips, each unique (ignoring case, accents and punctuation)', () => {
  expect(DAILY_TIPS.length).toBeGreaterThanOrEqual(240);
  expect(new Set(DAILY_TIPS.map((tip) => normalized(tip.text))).size).toBe(DAILY_TIPS.length);
});

test('every tip is well-formed: trimmed, one capitalised sentence or more, ending in a full stop, within the limit', () => {
  for (const { text } of DAILY_TIPS) {
    expect(text, text).toBe(text.trim());
    expect(text.length, text).toBeGreaterThanOrEqual(40);
    expect(text.length, text).toBeLessThanOrEqual(TIP_MAX_LENGTH);
    expect(text, text).toMatch(/^["“]?[A-ZÀ-Ú0-9]/u);
    expect(text, text).toMatch(/[.!]$/u);
    expect(text, text).not.toMatch(/\s{2}|\s[,.;:!?]/u);
  }
});

test('varied: every topic has tips and no topic dominates', () => {
  for (const topic of TIP_TOPICS) {
    const count = DAILY_TIPS.filter((tip) => tip.topic === topic).length;
    expect(count, topic).toBeGreaterThanOrEqual(8);
    expect(count, topic).toBeLessThanOrEqual(DAILY_TIPS.length / 5);
  }
});

test('no promises or medical claims', () => {
  const forbidden = /\b(cura|curar|garant\w*|emagreça|milagr\w*|detox|queima gordura|100%)\b/iu;
  for (const { text } of DAILY_TIPS) expect(text, text).not.toMatch(forbidden);
});

test('the tip of the day changes with the date and repeats only after the whole list', () => {
  expect(tipOfTheDay('2025-06-10')).not.toEqual(tipOfTheDay('2025-06-11'));
  expect(tipOfTheDay('2025-06-10')).toEqual(tipOfTheDay('2025-06-10'));
  const seen = new Set<string>();
  const start = Date.UTC(2025, 0, 1);
  for (let i = 0; i < DAILY_TIPS.length; i++) {
    seen.add(tipOfTheDay(new Date(start + i * 86_400_000).toISOString().slice(0, 10)).text);
  }
  expect(seen.size).toBe(DAILY_TIPS.length);
  expect(tipOfTheDay('1969-12-31')).toBe(DAILY_TIPS[DAILY_TIPS.length - 1]);
});
