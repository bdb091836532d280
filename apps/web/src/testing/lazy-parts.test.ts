import { expect, test } from 'vitest';
import { LAZY_PARTS } from './lazy-parts';

/** The app's sources (not tests, not the test helpers), as text, by their path under src/. */
const sources = import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../testing/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

/** The modules a source imports on demand, as paths under src/ without the extension. */
function dynamicImports(path: string, text: string): string[] {
  const dir = path
    .replace(/^\.\.\//, '')
    .split('/')
    .slice(0, -1);
  return [...text.matchAll(/import\(\s*'([.@][^']*)'\s*\)/g)].map(([, target = '']) => {
    if (target.startsWith('@/')) return target.slice(2);
    const parts = [...dir];
    for (const part of target.split('/')) {
      if (part === '..') parts.pop();
      else if (part !== '.') parts.push(part);
    }
    return parts.join('/');
  });
}

test('every module the app imports on demand outside the router is loaded before the tests', () => {
  const onDemand = new Set(
    Object.entries(sources)
      .filter(([path]) => !path.endsWith('app/route-modules.ts'))
      .flatMap(([path, text]) => dynamicImports(path, text)),
  );

  expect(onDemand.size).toBeGreaterThan(5);
  expect([...onDemand].sort()).toEqual(Object.keys(LAZY_PARTS).sort());
});
