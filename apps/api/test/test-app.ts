import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { inject } from 'vitest';
import { emailOutbox } from '../src/db/schema/email';
import { buildTestApp, openTestDatabase, type TestAppOptions } from './test-database';

/**
 * A real app on a real database of its own: a copy of the run's migrated and seeded template
 * (test/global-setup.ts), on embedded PGlite by default or on the PostgreSQL server named by
 * TEST_DATABASE_URL (scripts/with-postgres.mjs starts one).
 */
export async function createTestApp(options: TestAppOptions = {}) {
  const { database, dropDatabase } = await createTestDatabase();
  // What the server does on start; on a copy of the template it only confirms there is nothing to apply.
  await database.migrate();
  const app = await buildTestApp(database, options);

  return {
    app,
    db: database.db,
    kind: database.kind,
    /** The embedded database's write clock (null on PostgreSQL). */
    writes: database.writes,
    /** E-mails kept for an address, newest first. */
    async outbox(to: string) {
      return database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.createdAt));
    },
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A private copy of the run's template database, for tests that build the app themselves. */
export function createTestDatabase() {
  return openTestDatabase(inject('apiTestDatabase'));
}

/** Keeps the cookies a browser would keep across injected requests. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(setCookie: string | string[] | undefined): void {
    for (const line of [setCookie ?? []].flat()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }
}

/** A signed-in-capable client over app.inject with its own cookie jar. */
export function client(testApp: TestApp) {
  const jar = new CookieJar();
  async function request(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) {
    const cookie = jar.header();
    const response = await testApp.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      headers: { ...(cookie ? { cookie } : {}), ...headers },
    });
    jar.store(response.headers['set-cookie']);
    return response;
  }
  return {
    jar,
    get: (url: string, headers?: Record<string, string>) => request('GET', url, undefined, headers),
    post: (url: string, payload?: unknown, headers?: Record<string, string>) =>
      request('POST', url, payload ?? {}, headers),
    put: (url: string, payload: unknown) => request('PUT', url, payload),
    patch: (url: string, payload: unknown) => request('PATCH', url, payload),
    del: (url: string, payload?: unknown) => request('DELETE', url, payload),
  };
}

export const validRegistration = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Ana Souza',
  email: `ana.${randomUUID().slice(0, 8)}@example.com`,
  password: 'segredo123',
  confirmPassword: 'segredo123',
  acceptTerms: true,
  ...overrides,
});

/** The token of the newest e-mail link of a kind ('email' or 'recovery') sent to an address. */
export async function tokenFromOutbox(testApp: TestApp, to: string, type: 'email' | 'recovery'): Promise<string> {
  const messages = await testApp.outbox(to);
  for (const message of messages) {
    const match = message.text.match(/token_hash=([^&\s]+)&type=(\w+)/);
    if (match && match[2] === type) return decodeURIComponent(match[1] ?? '');
  }
  throw new Error(`no ${type} link in the outbox of ${to}`);
}
