// Bad input and ownership over HTTP: the sweeps of apps/api/test/sweeps/ (CI runs them in-process on
// PGlite) run here against the real server, over a socket. They take a transport function; this
// file gives them the harness's keep-alive client, wrapped so that every exchange is also tallied
// here by status class (with the 5xx and network failures kept as evidence), whatever the sweeps
// report themselves. Goals (issue 15): 0 5xx, every 4xx shaped { error: { code, message } } in
// pt-BR, 0 ownership breaches.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  fetchOpenApi,
  formatBadInputReport,
  formatOwnershipReport,
  runBadInputSweep,
  runOwnershipSweep,
  signUp,
  type Send as SweepSend,
  type SweepRequest,
} from '../../apps/api/test/sweeps/index';
import { createClient, type Send } from '../lib/http';
import type { PostgresCluster } from '../lib/postgres';
import { table } from '../lib/report';
import { startServer } from '../lib/server-process';

export interface Tally {
  requests: number;
  byClass: Record<string, number>;
  failures: { request: string; status: number | string; body: string }[];
}

/** The sweeps' transport over the harness's HTTP client: same request, `{ status, headers, body }` back. */
export function sweepSend(send: Send): SweepSend {
  return async (request) => {
    const response = await send({
      method: request.method,
      url: request.url,
      headers: request.headers ?? {},
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    return { status: response.statusCode, headers: response.headers, body: response.body };
  };
}

/** Counts every exchange of `send` by status class and keeps each 5xx and network failure. */
export function tallying(send: SweepSend): { send: SweepSend; tally: Tally } {
  const tally: Tally = { requests: 0, byClass: {}, failures: [] };
  const describe = (request: SweepRequest) =>
    `${request.method} ${request.url.slice(0, 200)} ${String(request.payload ?? '').slice(0, 200)}`;
  const count = (statusClass: string) => (tally.byClass[statusClass] = (tally.byClass[statusClass] ?? 0) + 1);
  return {
    tally,
    send: async (request) => {
      tally.requests += 1;
      try {
        const response = await send(request);
        count(`${Math.floor(response.status / 100)}xx`);
        if (response.status >= 500 && tally.failures.length < 50)
          tally.failures.push({
            request: describe(request),
            status: response.status,
            body: response.body.slice(0, 500),
          });
        return response;
      } catch (error) {
        count('network');
        if (tally.failures.length < 50)
          tally.failures.push({
            request: describe(request),
            status: error instanceof Error ? error.message : String(error),
            body: '',
          });
        throw error;
      }
    },
  };
}

export async function runSweeps(
  kind: 'pglite' | 'postgres',
  cluster: PostgresCluster | null,
  options: { logLevel: string; serverEnv: Record<string, string>; keepData: boolean; seed?: string },
) {
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
  console.log(`  server up in ${server.startMs} ms · log ${logFile}`);
  const client = createClient(server.url, { timeoutMs: 60_000 });
  try {
    const { send, tally } = tallying(sweepSend(client.send));
    const doc = await fetchOpenApi(send);
    const started = Date.now();
    const badInput = await runBadInputSweep({
      send,
      doc,
      signIn: () => signUp(send),
      seed: options.seed ?? 'prato-certo',
    });
    const badInputSeconds = (Date.now() - started) / 1000;
    const ownership = await runOwnershipSweep({
      send,
      doc,
      owner: await signUp(send),
      intruder: await signUp(send),
      seed: options.seed ?? 'prato-certo',
    });
    const alive = server.child.exitCode === null && server.child.signalCode === null;

    console.log(`\n${formatBadInputReport(badInput, 20)}\n\n${formatOwnershipReport(ownership, 20)}\n`);
    const classes = ['2xx', '3xx', '4xx', '5xx', 'network'];
    console.log(
      table(
        ['over HTTP', 'requests', ...classes],
        [['all sweep requests', tally.requests, ...classes.map((name) => tally.byClass[name] ?? 0)]],
      ),
    );
    for (const failure of tally.failures.slice(0, 10))
      console.log(`    ${failure.status} ${failure.request} → ${failure.body.slice(0, 200)}`);
    const serverErrors = (tally.byClass['5xx'] ?? 0) + (tally.byClass.network ?? 0);
    const pass = badInput.problems.length === 0 && ownership.breaches.length === 0 && serverErrors === 0 && alive;
    console.log(
      `\n  ${pass ? 'PASS' : 'FAIL'} ${kind}: bad input ${badInput.cases} cases over ${badInput.operations} operations ` +
        `(${Math.round(badInputSeconds)} s), ${badInput.problems.length} problems; ownership ${ownership.attempts} ` +
        `attempts, ${ownership.breaches.length} breaches, ${ownership.inconclusive.length} inconclusive, ` +
        `${ownership.controls.failed.length} failed controls; ${serverErrors} 5xx/no answer; server ${alive ? 'alive' : 'DEAD'}`,
    );
    return {
      db: kind,
      pass,
      serverAlive: alive,
      tally,
      badInput: {
        cases: badInput.cases,
        operations: badInput.operations,
        byClass: badInput.byClass,
        byMode: badInput.byMode,
        byStatus: badInput.byStatus,
        problemCounts: badInput.problemCounts,
        problems: badInput.problems.slice(0, 100),
        renewedSessions: badInput.renewedSessions,
        seconds: Math.round(badInputSeconds),
      },
      ownership: {
        rows: ownership.rows.length,
        createFailures: ownership.createFailures,
        attempts: ownership.attempts,
        byClass: ownership.byClass,
        breaches: ownership.breaches,
        inconclusive: ownership.inconclusive.length,
        controls: { ok: ownership.controls.ok, failed: ownership.controls.failed },
      },
      logFile: options.keepData ? logFile : null,
    };
  } finally {
    client.close();
    await server.stop();
    if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
  }
}
