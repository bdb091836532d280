// Bad input and ownership over HTTP: runs the sweep modules of apps/api/test/sweeps/ (written for the
// in-process app, branch `sweeps`) against the real server. The modules export functions that take a
// generic send({ method, url, headers, payload }); here `send` goes over a socket instead of
// app.inject. Whatever a sweep reports itself, every answer is also tallied here by status class,
// with the 5xx and the 4xx whose body is not { error: { code, message } } kept as evidence.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createClient, ipOf, signUp, type Send, type SendRequest } from '../lib/http';
import type { PostgresCluster } from '../lib/postgres';
import { table } from '../lib/report';
import { REPO_ROOT, startServer } from '../lib/server-process';
import { openApiDocument } from './openapi';

export const DEFAULT_SWEEPS_DIR = path.join(REPO_ROOT, 'apps/api/test/sweeps');

export interface Tally {
  requests: number;
  byClass: Record<'1xx' | '2xx' | '3xx' | '4xx' | '5xx' | 'network', number>;
  serverErrors: { request: string; status: number | string; body: string }[];
  badErrorShape: { request: string; status: number; body: string }[];
}

/** Wraps a send so every exchange is counted (the HTTP adapter the sweeps receive). */
export function tallying(send: Send): { send: Send; tally: Tally } {
  const tally: Tally = {
    requests: 0,
    byClass: { '1xx': 0, '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, network: 0 },
    serverErrors: [],
    badErrorShape: [],
  };
  const describe = (request: SendRequest) => {
    const payload =
      request.payload === undefined
        ? ''
        : typeof request.payload === 'string'
          ? request.payload
          : JSON.stringify(request.payload);
    return `${request.method} ${request.url} ${payload.slice(0, 200)}`;
  };
  const wrapped: Send = async (request) => {
    tally.requests += 1;
    try {
      const response = await send(request);
      const statusClass = `${Math.floor(response.statusCode / 100)}xx` as keyof Tally['byClass'];
      tally.byClass[statusClass] = (tally.byClass[statusClass] ?? 0) + 1;
      if (response.statusCode >= 500 && tally.serverErrors.length < 50)
        tally.serverErrors.push({
          request: describe(request),
          status: response.statusCode,
          body: response.body.slice(0, 500),
        });
      if (
        response.statusCode >= 400 &&
        response.statusCode < 500 &&
        !hasErrorShape(response.body) &&
        tally.badErrorShape.length < 50
      )
        tally.badErrorShape.push({
          request: describe(request),
          status: response.statusCode,
          body: response.body.slice(0, 300),
        });
      return response;
    } catch (error) {
      tally.byClass.network += 1;
      if (tally.serverErrors.length < 50)
        tally.serverErrors.push({
          request: describe(request),
          status: error instanceof Error ? error.message : String(error),
          body: '',
        });
      throw error;
    }
  };
  return { send: wrapped, tally };
}

function hasErrorShape(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { error?: { code?: unknown; message?: unknown } };
    return typeof parsed.error?.code === 'string' && typeof parsed.error.message === 'string';
  } catch {
    return false;
  }
}

/** A sweep's own count of ownership breaches, when its report has a numeric `breaches`. */
function breachesOf(result: unknown): number | null {
  const breaches = (result as { breaches?: unknown } | null | undefined)?.breaches;
  return typeof breaches === 'number' ? breaches : null;
}

/** What each sweep function receives besides `send`. */
export interface SweepContext {
  baseUrl: string;
  /** The server's OpenAPI document (GET /api/docs/json). */
  openapi: Awaited<ReturnType<typeof openApiDocument>>;
  /** Signs up a new user over HTTP (each from its own address) and returns its session cookie. */
  newUser(label: string): Promise<{ id: string; email: string; password: string; cookie: string }>;
}

/**
 * INTEGRATION POINT with branch `sweeps`: how one exported sweep function is called. It is given the
 * HTTP `send` first and the context second; if the sweeps settle on another signature (e.g. one
 * options object), this is the only line to change.
 */
const callSweep = (fn: (...args: unknown[]) => unknown, send: Send, context: SweepContext) =>
  Promise.resolve(fn(send, context));

/** The sweep functions: exports of apps/api/test/sweeps/*.ts (not tests) whose name contains "sweep". */
async function loadSweeps(
  dir: string,
): Promise<{ name: string; run: (send: Send, context: SweepContext) => Promise<unknown> }[]> {
  const files = readdirSync(dir)
    .filter((file) => /\.ts$/.test(file) && !/\.(test|spec)\.ts$/.test(file) && !file.endsWith('.d.ts'))
    .sort();
  const sweeps = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(dir, file)).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (typeof value === 'function' && /sweep/i.test(name))
        sweeps.push({
          name: `${file}:${name}`,
          run: (send: Send, context: SweepContext) =>
            callSweep(value as (...args: unknown[]) => unknown, send, context),
        });
    }
  }
  return sweeps;
}

export async function runSweeps(
  kind: 'pglite' | 'postgres',
  cluster: PostgresCluster | null,
  options: { logLevel: string; serverEnv: Record<string, string>; keepData: boolean; dir?: string },
) {
  const dir = path.resolve(options.dir ?? DEFAULT_SWEEPS_DIR);
  if (!existsSync(dir)) {
    const reason = `${path.relative(REPO_ROOT, dir)}/ is not in this tree (branch \`sweeps\` not merged yet)`;
    console.log(`  SKIP: ${reason}`);
    return { db: kind, skipped: reason };
  }
  const sweeps = await loadSweeps(dir);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `prato-harness-sweeps-${kind}-`));
  const databaseUrl = cluster ? await cluster.createDatabase(`sweeps_${Date.now()}`) : undefined;
  const logFile = path.join(dataDir, 'server.log');
  const server = await startServer({
    dataDir,
    ...(databaseUrl ? { databaseUrl } : {}),
    logFile,
    logLevel: options.logLevel,
    env: options.serverEnv,
  });
  const client = createClient(server.url);
  let users = 0;
  const results: { name: string; tally: Tally; result?: unknown; error?: string }[] = [];
  try {
    const openapi = await openApiDocument(client.send);
    const context: SweepContext = {
      baseUrl: server.url,
      openapi,
      newUser: async (label) => {
        users += 1;
        const safe = label.toLowerCase().replace(/[^a-z0-9]+/g, '-');
        return signUp(client.send, `${safe}-${users}-${Date.now().toString(36)}@sweep.example`, ipOf(3000 + users));
      },
    };
    for (const sweep of sweeps) {
      const { send, tally } = tallying(client.send);
      try {
        results.push({ name: sweep.name, tally, result: await sweep.run(send, context) });
      } catch (error) {
        results.push({
          name: sweep.name,
          tally,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        });
      }
    }
  } finally {
    client.close();
    await server.stop();
    if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(
    table(
      ['sweep', 'requests', '2xx', '3xx', '4xx', '5xx', 'network', '4xx w/o shape', 'breaches', 'threw'],
      results.map(({ name, tally, error, result }) => [
        name,
        tally.requests,
        tally.byClass['2xx'],
        tally.byClass['3xx'],
        tally.byClass['4xx'],
        tally.byClass['5xx'],
        tally.byClass.network,
        tally.badErrorShape.length,
        breachesOf(result) ?? '',
        error ? 'yes' : '',
      ]),
    ),
  );
  for (const { name, tally, error } of results) {
    for (const failure of tally.serverErrors.slice(0, 5))
      console.log(`    ${name} ${failure.status} ${failure.request} → ${failure.body.slice(0, 200)}`);
    if (error) console.log(`    ${name} threw: ${error.split('\n')[0]}`);
  }
  const pass =
    results.length > 0 &&
    results.every(({ result }) => !breachesOf(result)) &&
    results.every(
      ({ tally, error }) =>
        !error && tally.byClass['5xx'] + tally.byClass.network === 0 && tally.badErrorShape.length === 0,
    );
  console.log(
    `\n  ${pass ? 'PASS' : 'FAIL'} ${kind}: ${results.length} sweep functions, goal 0 5xx and every 4xx shaped { error: { code, message } } and 0 breaches where a sweep reports breaches (its whole report is in the JSON)`,
  );
  return { db: kind, pass, sweeps: results };
}
