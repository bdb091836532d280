import { hashPassword as betterAuthHash } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { createPasswordHasher } from './password-hash';

const standard = createPasswordHasher('standard');
const test = createPasswordHasher('test');

describe('password hashing (decision 018)', () => {
  it('the standard cost verifies hashes better-auth wrote before, and writes the same format', async () => {
    const written = await betterAuthHash('segredo123');
    expect(await standard.verify({ hash: written, password: 'segredo123' })).toBe(true);
    expect(await standard.verify({ hash: written, password: 'segredo124' })).toBe(false);

    const ours = await standard.hash('segredo123');
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await standard.verify({ hash: ours, password: 'segredo123' })).toBe(true);
    expect(await standard.verify({ hash: ours, password: 'Segredo123' })).toBe(false);
  });

  it('a test-cost hash is marked, verifies at the test cost, and is never accepted at the standard cost', async () => {
    const low = await test.hash('segredo123');
    expect(low).toMatch(/^test\$[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await test.verify({ hash: low, password: 'segredo123' })).toBe(true);
    expect(await test.verify({ hash: low, password: 'segredo12' })).toBe(false);
    expect(await standard.verify({ hash: low, password: 'segredo123' })).toBe(false);
    // Standard hashes (seeded accounts) still verify on a test server, at their own cost.
    expect(await test.verify({ hash: await standard.hash('abc123'), password: 'abc123' })).toBe(true);
  });

  it('malformed stored hashes are refused, not thrown', async () => {
    for (const hash of ['', 'semdoispontos', 'abc:', 'abc:zz', 'test$:00', 'abc:00']) {
      expect(await standard.verify({ hash, password: 'segredo123' })).toBe(false);
    }
  });

  it('the environment accepts the test cost only with NODE_ENV=test', () => {
    expect(loadEnv({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'test' }).PASSWORD_HASH_COST).toBe('test');
    expect(loadEnv({}).PASSWORD_HASH_COST).toBe('standard');
    for (const NODE_ENV of ['development', 'production']) {
      expect(() => loadEnv({ NODE_ENV, PASSWORD_HASH_COST: 'test', APP_URL: 'https://pratocerto.app' })).toThrow(
        /PASSWORD_HASH_COST/,
      );
    }
  });
});
