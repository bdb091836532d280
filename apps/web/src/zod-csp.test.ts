import { z } from '@prato/core/schemas/z';
import { afterEach, expect, test, vi } from 'vitest';

afterEach(() => vi.unstubAllGlobals());

test('parsing compiles no code: the CSP forbids eval, and zod’s probe for it was reported as a violation', () => {
  const compiled: unknown[][] = [];
  vi.stubGlobal(
    'Function',
    new Proxy(Function, {
      construct(target, args: unknown[]) {
        compiled.push(args);
        return Reflect.construct(target, args) as object;
      },
    }),
  );
  const schema = z.object({ name: z.string(), grams: z.number() });

  expect(schema.parse({ name: 'Arroz', grams: 100 })).toEqual({ name: 'Arroz', grams: 100 });
  expect(compiled).toEqual([]);
});
