import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing (decision 018). better-auth's own scrypt (N=16384, r=16, p=1, 64-byte key, stored
 * as `salt:key` in hex) is the only cost a server outside the test suite ever uses, and hashes written
 * by better-auth before this module verify unchanged.
 *
 * `PASSWORD_HASH_COST=test` (accepted only with NODE_ENV=test, see env.ts) writes hashes with about
 * 16,000 times less work (N=16, r=1), marked `test$salt:key`: the test suites sign up and sign in hundreds of accounts,
 * and at ~95 ms of CPU a hash that was a tenth of the whole run. Such a hash is never accepted by a
 * server at the standard cost, so a database written by tests cannot lend an account a weak hash.
 */
export type PasswordHashCost = 'standard' | 'test';

interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

const STANDARD: ScryptParams = { N: 16384, r: 16, p: 1 };
const TEST: ScryptParams = { N: 16, r: 1, p: 1 };
const KEY_LENGTH = 64;
const TEST_PREFIX = 'test$';

function derive(password: string, salt: string, params: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...params, maxmem: 128 * params.N * params.r * 2 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export function createPasswordHasher(cost: PasswordHashCost) {
  return {
    async hash(password: string): Promise<string> {
      const salt = randomBytes(16).toString('hex');
      const key = await derive(password, salt, cost === 'test' ? TEST : STANDARD);
      return `${cost === 'test' ? TEST_PREFIX : ''}${salt}:${key.toString('hex')}`;
    },

    async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
      const lowCost = hash.startsWith(TEST_PREFIX);
      if (lowCost && cost !== 'test') return false;
      const [salt, key] = (lowCost ? hash.slice(TEST_PREFIX.length) : hash).split(':');
      if (!salt || !key || !/^[0-9a-f]+$/.test(key) || key.length !== KEY_LENGTH * 2) return false;
      const derived = await derive(password, salt, lowCost ? TEST : STANDARD);
      return timingSafeEqual(derived, Buffer.from(key, 'hex'));
    },
  };
}
