import { expect, test } from 'vitest';
import { loadEnv } from '../src/env';

test('production refuses to start on an http APP_URL unless ALLOW_INSECURE_HTTP=true', () => {
  // Without https the session cookie goes without Secure: refused, with the way out in the message.
  expect(() => loadEnv({ NODE_ENV: 'production', APP_URL: 'http://app.exemplo.com' })).toThrow(
    /APP_URL: must be https:\/\/ when NODE_ENV=production.*ALLOW_INSECURE_HTTP=true/,
  );
  // No APP_URL means http://localhost:PORT: refused as well.
  expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/APP_URL: must be https:\/\//);
  expect(() => loadEnv({ NODE_ENV: 'production', ALLOW_INSECURE_HTTP: 'false' })).toThrow(/APP_URL/);

  expect(loadEnv({ NODE_ENV: 'production', APP_URL: 'https://app.exemplo.com' }).ALLOW_INSECURE_HTTP).toBe(false);
  const insecure = loadEnv({ NODE_ENV: 'production', APP_URL: 'http://10.0.0.5:3000', ALLOW_INSECURE_HTTP: 'true' });
  expect(insecure.ALLOW_INSECURE_HTTP).toBe(true);
  // Development and tests keep working on http without the flag.
  expect(loadEnv({ APP_URL: 'http://localhost:3000' }).NODE_ENV).toBe('development');
  expect(loadEnv({ NODE_ENV: 'test' }).APP_URL).toBeUndefined();
});
