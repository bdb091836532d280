// API throughput on the embedded database: `node --import tsx bench/api.ts`. Figures go to bench/README.md.
import { BENCH_USER, load, runBench, withBenchApp } from './bench-app';

runBench(() =>
  withBenchApp('prato-bench-', async ({ address, cookie }) => {
    await load('GET /api/health', { url: `${address}/api/health` });
    await load('GET /api/auth/session (com sessão)', { url: `${address}/api/auth/session`, headers: { cookie } });
    await load('POST /api/auth/login (scrypt)', {
      url: `${address}/api/auth/login`,
      method: 'POST',
      connections: 4,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.0.0.1' },
      body: JSON.stringify(BENCH_USER),
    });
  }),
);
