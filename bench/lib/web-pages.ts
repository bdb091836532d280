// Shared by web-bundle.ts and lighthouse.ts: the built app served by the real server, and a signed-in user.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './net';
import { REPO_ROOT, startServer, type RunningServer } from './server-process';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function buildWeb(): void {
  console.log('npm run build …');
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('build failed');
}

export interface WebServer {
  server: RunningServer;
  /** `name=value` of a signed-in user whose profile is complete (so /home is not redirected). */
  cookie: string;
  cookieName: string;
  cookieValue: string;
  close(): Promise<void>;
}

/**
 * The production server on a fresh embedded database (or on `databaseUrl`, a PostgreSQL database), plain
 * http on 127.0.0.1, with one signed-up user.
 */
export async function startWebServer({ databaseUrl }: { databaseUrl?: string } = {}): Promise<WebServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'prato-web-bench-'));
  const port = await freePort();
  const server = await startServer({
    dataDir,
    databaseUrl,
    port,
    logFile: path.join(dataDir, 'server.log'),
    env: { APP_URL: `http://127.0.0.1:${port}`, ALLOW_INSECURE_HTTP: 'true' },
  });
  const password = 'segredo123';
  const register = await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      fullName: 'Bench Web',
      email: `bench.web.${Date.now()}@example.com`,
      password,
      confirmPassword: password,
      acceptTerms: true,
    }),
  });
  if (!register.ok) throw new Error(`register: ${register.status} ${await register.text()}`);
  const cookie = register.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  const profile = await fetch(`${server.url}/api/profile`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      weight: 70,
      height: 170,
      age: 30,
      gender: 'female',
      activityLevel: 'lightly_active',
      healthGoals: 'maintain',
    }),
  });
  if (!profile.ok) throw new Error(`profile: ${profile.status} ${await profile.text()}`);
  const [cookieName = '', cookieValue = ''] = cookie.split(/=(.*)/s);
  return {
    server,
    cookie,
    cookieName,
    cookieValue,
    async close() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
