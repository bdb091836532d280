// `npm test`: everything CI checks, stopping at the first failure.
//
// The steps are single-threaded tools (ESLint, Prettier, the type check, the Vite build), Vitest (one
// worker per core) and the Playwright journeys (two at a time, playwright.config.ts). Run one after the
// other they leave a core idle much of the time, so they run in three lanes that keep every core busy:
//   - the static checks and the web build, one per core, the build first;
//   - the E2E journeys, as soon as the build is done;
//   - Vitest (core and web, the API on PGlite, the API on a throwaway PostgreSQL), as soon as the last
//     static check has started.
// The Vitest steps are a queue both later lanes draw from: when the journeys end, their lane takes the
// next step not yet started (bench/README.md has the timings).
// The lanes share nothing: their own databases, data directories and free ports. Each line of output
// carries its step's tag; a table of each step's start, end and duration closes the run.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { binOf } from './bin.mjs';
import { ensureChromium, ensurePostgresBin } from './system-deps.mjs';

const cores = os.availableParallelism();

/** @typedef {{ tag: string, title: string, command: string, args: string[], env?: Record<string, string> }} Step */

// `npm run typecheck` is one type check per project (TypeScript's native compiler, decision 048), joined
// by &&: here they run side by side.
const typecheck = JSON.parse(readFileSync('package.json', 'utf8'))
  .scripts.typecheck.split('&&')
  .map((part) => part.trim().split(/\s+/));

/** @type {Step[]} */
const staticChecks = [
  {
    tag: 'build',
    title: 'Build do app web (Vite)',
    command: 'node',
    args: [binOf('vite'), 'build', 'apps/web'],
    // As apps/web's build script: Vite 8's note on its native config loader (not usable on Node 20).
    env: { VITE_CONFIG_NATIVE_IGNORE_WARNING: '1' },
  },
  ...typecheck.map(([command = '', ...args]) => ({
    tag: `tsc ${args.at(-1)}`,
    title: `Typecheck de ${args.at(-1)} (tsc)`,
    command,
    args,
  })),
  { tag: 'lint', title: 'Lint (ESLint)', command: 'node', args: [binOf('eslint'), '.', '--max-warnings=0'] },
  { tag: 'prettier', title: 'Formatação (Prettier)', command: 'node', args: [binOf('prettier'), '--check', '.'] },
];

// Every project runs without per-file isolation: one module graph per worker serves all its files
// (each API file still builds its own app on its own database copy), about a quarter less CPU for the
// API, half for the web project, whose files also share one jsdom window per worker
// (apps/web/src/testing/shared-jsdom.ts). Vitest 3.2 only honours that from the command line, not from
// a project's config. The tests pass dependencies in (buildApp, MSW handlers) instead of mocking modules.
const vitestBin = binOf('vitest');

/** @type {Step[]} Started in this order, each once, by whichever lane is free. */
const vitest = [
  {
    tag: 'vitest:web',
    title: 'Web (Vitest)',
    command: 'node',
    args: [vitestBin, 'run', '--project', 'web', '--no-isolate'],
  },
  {
    tag: 'vitest:api',
    title: 'Unit (core) + integração da API em PGlite (Vitest)',
    command: 'node',
    args: [vitestBin, 'run', '--project', 'core', '--project', 'api', '--no-isolate'],
    // The API's database files run on PostgreSQL below; on PGlite only the engine-sensitive ones
    // (apps/api/vitest.config.ts, decision 057).
    env: { API_DB_FILES: 'engine-sensitive' },
  },
  {
    tag: 'vitest:pg',
    title: 'Integração da API em PostgreSQL (Vitest)',
    command: 'node',
    args: ['scripts/with-postgres.mjs', 'node', vitestBin, 'run', '--project', 'api', '--no-isolate'],
  },
];

/** @type {Step} */
const e2e = {
  tag: 'e2e',
  title: 'E2E no Chromium (Playwright)',
  command: 'node',
  args: ['scripts/e2e.mjs'],
  // The static lane has just built apps/web/dist from the current sources.
  env: { E2E_SKIP_BUILD: '1' },
};

const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
/** @type {{ title: string, start: number, end: number, status: string }[]} */
const timings = [];
/** @type {Set<import('node:child_process').ChildProcess>} */
const running = new Set();
let failed = false;

/** Forwards a stream line by line, each line tagged with its step. */
function forward(stream, tag, out) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split(/\r?\n/);
    rest = lines.pop() ?? '';
    for (const line of lines) out.write(`[${tag}] ${line}\n`);
  });
  stream.on('end', () => {
    if (rest) out.write(`[${tag}] ${rest}\n`);
  });
}

/** Runs one step; resolves true when it passed. */
function run(step) {
  if (failed) return Promise.resolve(false);
  const start = Date.now();
  console.log(`[test] início: ${step.title}`);
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      // Its own process group, so a failure elsewhere stops it with everything it started.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, CI: process.env.CI ?? '1', ...step.env },
    });
    running.add(child);
    forward(child.stdout, step.tag, process.stdout);
    forward(child.stderr, step.tag, process.stderr);
    child.on('close', (code, signal) => {
      running.delete(child);
      const end = Date.now();
      const status = code === 0 ? 'ok' : failed ? 'parado' : 'FALHOU';
      timings.push({ title: step.title, start: start - started, end: end - started, status });
      if (code === 0) {
        console.log(`[test] ok: ${step.title} (${seconds(end - start)})`);
        resolve(true);
        return;
      }
      if (!failed) {
        failed = true;
        console.error(`\n[test] FALHOU: ${step.title} (código ${code ?? signal})`);
        stopAll();
      }
      resolve(false);
    });
  });
}

function stopAll() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

/** Runs `steps` in order, at most `limit` at a time; `onStart` hears of each step as it starts. */
async function pool(steps, limit, onStart) {
  const queue = [...steps];
  const worker = async () => {
    for (let step = queue.shift(); step && !failed; step = queue.shift()) {
      const done = run(step);
      onStart(step, done, queue.length);
      await done;
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, steps.length) }, worker));
}

/** Takes the steps of `queue` one at a time, while they pass; lanes sharing a queue share its steps. */
async function drain(queue) {
  for (let step = queue.shift(); step; step = queue.shift()) if (!(await run(step))) return;
}

function summary() {
  console.log('\n[test] tempos (início → fim, a partir do começo do npm test):');
  for (const { title, start, end, status } of timings.sort((a, b) => a.start - b.start)) {
    const span = `${seconds(start).padStart(8)} → ${seconds(end).padStart(8)}  ${seconds(end - start).padStart(8)}`;
    console.log(`  ${span}  ${status.padEnd(6)}  ${title}`);
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    failed = true;
    stopAll();
  });
}

console.log('[test] verificando dependências do sistema (chromium, postgresql)...');
ensureChromium();
ensurePostgresBin();

const lanes = [];
const vitestQueue = [...vitest];
await pool(staticChecks, cores, (step, done, left) => {
  if (step.tag === 'build') lanes.push(done.then(async (ok) => ok && (await run(e2e)) && drain(vitestQueue)));
  if (left === 0) lanes.push(drain(vitestQueue));
});
await Promise.all(lanes);
summary();
if (failed) process.exit(1);
console.log(`\n[test] tudo passou em ${((Date.now() - started) / 1000).toFixed(0)} s.`);
