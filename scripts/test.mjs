// `npm test`: everything CI checks, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';
import { ensureChromium, ensurePostgresBin } from './system-deps.mjs';

const steps = [
  ['Lint (ESLint)', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['Formatação (Prettier)', 'npx', ['prettier', '--check', '.']],
  ['Typecheck (tsc)', 'npm', ['run', '--silent', 'typecheck']],
  ['Unit + integração da API em PGlite + web (Vitest)', 'npx', ['vitest', 'run']],
  [
    'Integração da API em PostgreSQL (Vitest)',
    'node',
    ['scripts/with-postgres.mjs', 'npx', 'vitest', 'run', '--project', 'api'],
  ],
  ['Build do app web (Vite)', 'npm', ['run', '--silent', 'build']],
  ['E2E no Chromium (Playwright)', 'node', ['scripts/e2e.mjs']],
];

console.log('[test] verificando dependências do sistema (chromium, postgresql)...');
ensureChromium();
ensurePostgresBin();

const started = Date.now();
for (const [title, command, args] of steps) {
  console.log(`\n=== ${title} ===`);
  const stepStart = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, CI: process.env.CI ?? '1' } });
  if (result.status !== 0) {
    console.error(`\n[test] FALHOU: ${title} (código ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
  console.log(`[test] ok: ${title} (${((Date.now() - stepStart) / 1000).toFixed(1)} s)`);
}
console.log(`\n[test] tudo passou em ${((Date.now() - started) / 1000).toFixed(0)} s.`);
