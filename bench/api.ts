// API throughput on the embedded database: `npm run bench`. Figures go to bench/README.md.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../apps/api/src/app';
import { openDatabase } from '../apps/api/src/db/client';
import { loadEnv } from '../apps/api/src/env';

async function run(title: string, options: autocannon.Options) {
  const result = await autocannon({ connections: 10, duration: 10, ...options });
  console.log(
    `${title.padEnd(34)} ${Math.round(result.requests.average).toString().padStart(6)} req/s  ` +
      `p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  erros ${result.errors + result.non2xx}`,
  );
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'prato-bench-'));
  const database = await openDatabase({ dataDir });
  await database.migrate();
  const app = await buildApp({
    env: loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' }),
    database,
    authSecret: 'b'.repeat(48),
    logger: false,
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const reg = await fetch(`${address}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        fullName: 'Bench Mark',
        email: 'bench@example.com',
        password: 'segredo1',
        confirmPassword: 'segredo1',
        acceptTerms: true,
      }),
    });
    const cookie = reg.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    console.log(`Node ${process.version}, ${os.cpus().length} CPUs, PGlite em ${dataDir}`);
    await run('GET /api/health', { url: `${address}/api/health` });
    await run('GET /api/auth/session (com sessão)', { url: `${address}/api/auth/session`, headers: { cookie } });
    await run('POST /api/auth/login (scrypt)', {
      url: `${address}/api/auth/login`,
      method: 'POST',
      connections: 4,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.0.0.1' },
      body: JSON.stringify({ email: 'bench@example.com', password: 'segredo1' }),
    });
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
