import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

/**
 * The words a person reads are Brazilian Portuguese with real plurals. This scans the sources of the
 * texts the web app shows (its own files and the shared core: messages, labels, domain texts) for the
 * two slips a review found: "(s)" plurals ("2 dia(s)") and English words in visible text.
 */
const ROOTS = ['apps/web/src', 'packages/core/src'].map((dir) => path.resolve(import.meta.dirname, '../../..', dir));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'data' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|fixtures)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/**
 * Comments hold code words and quotes of old texts, and `new Error('…')` messages are for developers
 * (the screens show their own pt-BR messages): only the rest can reach the screen.
 */
const withoutComments = (code: string) =>
  code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')
    .replace(/new \w*Error\((['"`])(?:(?!\1)[^\\]|\\.)*\1/g, '');

const FILES = ROOTS.flatMap(sources).map((file) => ({
  file: path.relative(path.resolve(import.meta.dirname, '../../..'), file),
  code: withoutComments(readFileSync(file, 'utf8')),
}));

/** Tailwind class lists ("h-11 w-full aria-invalid:border-red-500") are not words a person reads. */
function isClassList(text: string): boolean {
  const tokens = text.trim().split(/\s+/);
  return tokens.filter((token) => /[-:]/.test(token)).length * 2 >= tokens.length;
}

/** Quoted strings and template literals (text parts), and JSX text between tags. */
function visibleTexts(code: string, tsx: boolean): string[] {
  const quoted = [...code.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)].map(
    (match) => match[1] ?? match[2] ?? match[3] ?? '',
  );
  const jsxText = tsx ? [...code.matchAll(/>([^<>{}=;()]*\p{L}[^<>{}=;()]*)</gu)].map((match) => match[1] ?? '') : [];
  return (
    [...quoted, ...jsxText]
      // A template's expressions are code.
      .map((text) => text.replace(/\$\{[^}]*\}/g, ' '))
      .filter((text) => /\p{L}/u.test(text) && !isClassList(text))
  );
}

test('no "(s)" plural in any text: counts use countOf (Intl.PluralRules)', () => {
  const found = FILES.flatMap(({ file, code }) =>
    [...code.matchAll(/\p{L}\(s\)(?!\?)/gu)].map(
      (match) => `${file}: …${code.slice(match.index - 20, match.index + 6)}`,
    ),
  );
  expect(found).toEqual([]);
});

/** English words that are not also Portuguese (or loanwords Brazilians use, like "email", "online"). */
const ENGLISH =
  /\b(the|your|you|please|loading|error|submit|save|cancel|delete|invalid|input|failed|success|warning|pending|paid|refunded|range|settings|search|must|less|equal|required|click|retry|unknown|found|n\/a)\b/i;

test('no English word in visible text', () => {
  const found = FILES.flatMap(({ file, code }) =>
    visibleTexts(code, file.endsWith('.tsx'))
      .filter((text) => /\s/.test(text.trim()) && ENGLISH.test(text))
      .map((text) => `${file}: ${text}`),
  );
  expect(found).toEqual([]);
});
