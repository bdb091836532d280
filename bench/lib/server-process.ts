// The real server as a child process: `npm start`'s code path (`npm run serve` runs the bundle
// scripts/build-api.mjs makes, decision 049; built here before the first start) in production mode,
// with its output kept in a log file.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApi } from '../../scripts/build-api.mjs';
import { freePort } from './net';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// Children still running when this process ends (an error, Ctrl-C) are killed, never left behind.
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

/** Registers a child process to kill if this process ends first. */
export function track(child: ChildProcess): void {
  running.add(child);
  child.once('exit', () => running.delete(child));
}

export interface ServerConfig {
  /** DATA_DIR (PGlite files, auth secret). Kept across restarts of the same config. */
  dataDir: string;
  /** PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  /** Appended to (never truncated): every start of the same config writes to the same file. */
  logFile: string;
  /** LOG_LEVEL of the server; 'warn' by default so request logs do not dominate the figures. */
  logLevel?: string;
  /** Extra environment (e.g. LOGIN_MAX_FAILURES). */
  env?: Record<string, string>;
  /** Fixed port (a restart keeps the address); a free one when absent. */
  port?: number;
  /** Extra node flags before the script, e.g. ['--cpu-prof', '--cpu-prof-dir=/tmp/prof']. */
  nodeArgs?: string[];
}

export interface RunningServer {
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** How long from spawn to the first healthy answer (migrations + TACO seed check included). */
  startMs: number;
  /** Resolves with the exit code or signal when the process ends. */
  exited: Promise<string>;
  /** SIGTERM (graceful: in-flight requests finish) and wait. */
  stop(): Promise<string>;
  /** SIGKILL, no chance to flush anything, and wait. */
  kill9(): Promise<string>;
}

let bundle: Promise<string> | undefined;
/** The server bundle, built once per bench process (apps/api/dist/server.mjs, as `npm run build` makes it). */
function serverBundle(): Promise<string> {
  bundle ??= buildApi().then((dir) => path.join(dir, 'server.mjs'));
  return bundle;
}

/** The web build when it exists; otherwise a path without index.html (the API then serves no pages). */
export function webDist(): string {
  const built = path.join(REPO_ROOT, 'apps/web/dist');
  return existsSync(path.join(built, 'index.html')) ? built : path.join(REPO_ROOT, 'apps/web/dist-absent');
}

export async function startServer(config: ServerConfig, timeoutMs = 180_000): Promise<RunningServer> {
  const port = config.port ?? (await freePort());
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: config.dataDir,
    LOG_LEVEL: config.logLevel ?? 'warn',
    WEB_DIST: webDist(),
    // As behind the TLS-terminating proxy of a deployment: the public address is https (production
    // refuses an http APP_URL; session cookies are Secure), the server itself speaks plain http.
    APP_URL: 'https://prato-certo.bench.example',
    ...config.env,
  };
  delete env.DATABASE_URL;
  if (config.databaseUrl) env.DATABASE_URL = config.databaseUrl;

  const log = createWriteStream(config.logFile, { flags: 'a' });
  log.write(`\n--- ${new Date().toISOString()} start (port ${port}, ${config.databaseUrl ? 'postgres' : 'pglite'})\n`);
  const started = Date.now();
  const child = spawn(process.execPath, [...(config.nodeArgs ?? []), await serverBundle()], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  track(child);
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const exited = new Promise<string>((resolve) => {
    child.on('exit', (code, signal) => {
      const how = signal ?? `exit ${code}`;
      log.end(`--- ${new Date().toISOString()} ended: ${how}\n`);
      resolve(how);
    });
  });
  let exitedWith: string | null = null;
  void exited.then((how) => (exitedWith = how));

  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (exitedWith !== null) {
      throw new Error(`server exited during start-up (${exitedWith}); log: ${config.logFile}\n${tail(config.logFile)}`);
    }
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`server not healthy after ${timeoutMs} ms; log: ${config.logFile}`);
    }
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  const startMs = Date.now() - started;
  return {
    url,
    port,
    pid: child.pid ?? -1,
    child,
    startMs,
    exited,
    async stop() {
      if (exitedWith === null) child.kill('SIGTERM');
      return exited;
    },
    async kill9() {
      if (exitedWith === null) child.kill('SIGKILL');
      return exited;
    },
  };
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The last lines of a log file (for error reports). */
export function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}
