// Crash: under a write load with client-generated ids (meals, weights, activities), `kill -9` the
// server, restart it on the same data, and compare every acknowledged write (a 2xx the client saw)
// with what the user can read after the restart (GET /api/account/export: every row, no plan limit).
// Writes whose answer never came ("in doubt") are then retried with the same id, as the offline
// queue of the app does, and must end up stored exactly once. Goal (issue 15): 0 lost, 0 duplicated.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { activityBody, mealBody, weightBody } from '../lib/fixtures';
import { createClient, ipOf, mapLimit, signUp, type Send, type SignedUpUser } from '../lib/http';
import type { PostgresCluster } from '../lib/postgres';
import { table } from '../lib/report';
import { sleep, startServer, tail, type RunningServer, type ServerConfig } from '../lib/server-process';

export interface CrashOptions {
  rounds: number;
  users: number;
  /** Concurrent writers. */
  writers: number;
  /** The kill comes at a random moment in this window after the load starts. */
  killAfterMs: [number, number];
  serverEnv: Record<string, string>;
  logLevel: string;
  keepData: boolean;
}

type Kind = 'meal' | 'weight' | 'activity';
const ROUTES: Record<Kind, string> = { meal: '/api/meals', weight: '/api/weights', activity: '/api/activities' };
const EXPORT_KEYS: Record<Kind, 'meals' | 'weights' | 'activities'> = {
  meal: 'meals',
  weight: 'weights',
  activity: 'activities',
};
/** One field per kind compared with what was sent (catches a row stored with other content). */
const CHECKED_FIELD: Record<Kind, string> = { meal: 'totalCalories', weight: 'weight', activity: 'durationMinutes' };

interface Write {
  id: string;
  kind: Kind;
  user: number;
  round: number;
  body: Record<string, unknown>;
  /** acked: a 2xx was seen; rejected: another answer; inDoubt: no answer (the kill). */
  outcome: 'acked' | 'rejected' | 'inDoubt';
  status: number | string;
  responseBody?: string;
}

export interface RoundReport {
  round: number;
  killedAfterMs: number;
  restartMs: number | null;
  written: number;
  acknowledged: number;
  /** Acknowledged (this round and before) and readable after the restart. */
  present: number;
  lost: number;
  duplicated: number;
  /** Rows no write of the harness asked for. */
  unknown: number;
  mismatched: number;
  rejected: number;
  inDoubt: number;
  inDoubtPresent: number;
  retried: number;
  retryFailed: number;
  afterRetryMissing: number;
  afterRetryDuplicated: number;
  restartError?: string;
}

function bodyOf(kind: Kind, id: string): Record<string, unknown> {
  if (kind === 'meal') return mealBody(id);
  if (kind === 'weight') return weightBody(id);
  return activityBody(id);
}

/** The ids each user can read, and how many rows carry each id. */
async function readBack(send: Send, users: SignedUpUser[]) {
  const rows = new Map<string, { count: number; kind: Kind; user: number; row: Record<string, unknown> }>();
  await mapLimit(users, 4, async (user, index) => {
    const response = await send({ method: 'GET', url: '/api/account/export', headers: { cookie: user.cookie } });
    if (response.statusCode !== 200)
      throw new Error(`export of ${user.email}: ${response.statusCode} ${response.body}`);
    const document = response.json<Record<string, Record<string, unknown>[]>>();
    for (const kind of Object.keys(EXPORT_KEYS) as Kind[]) {
      for (const row of document[EXPORT_KEYS[kind]] ?? []) {
        const id = String(row.id);
        const seen = rows.get(id);
        if (seen) seen.count += 1;
        else rows.set(id, { count: 1, kind, user: index, row });
      }
    }
  });
  return rows;
}

export async function runCrash(kind: 'pglite' | 'postgres', cluster: PostgresCluster | null, options: CrashOptions) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `prato-harness-crash-${kind}-`));
  const databaseUrl = cluster ? await cluster.createDatabase(`crash_${Date.now()}`) : undefined;
  const config: ServerConfig = {
    dataDir,
    ...(databaseUrl ? { databaseUrl } : {}),
    logFile: path.join(dataDir, 'server.log'),
    logLevel: options.logLevel,
    env: options.serverEnv,
  };
  const reports: RoundReport[] = [];
  const writes: Write[] = [];
  let server: RunningServer | null = await startServer(config);
  console.log(`  server up in ${server.startMs} ms · log ${config.logFile}`);

  try {
    const setup = createClient(server.url);
    const stamp = Date.now().toString(36);
    const users = await mapLimit(
      Array.from({ length: options.users }, (_, index) => index),
      4,
      (index) => signUp(setup.send, `crash${index}-${stamp}@bench.example`, ipOf(2000 + index)),
    );
    setup.close();

    for (let round = 1; round <= options.rounds; round++) {
      const live: RunningServer = server;
      const client = createClient(live.url, { maxSockets: options.writers + 4, timeoutMs: 15_000 });
      let killed = false;
      const writer = async (lane: number) => {
        for (let n = 0; !killed; n++) {
          const kinds: Kind[] = ['meal', 'weight', 'activity'];
          const kindOf = kinds[(lane + n) % 3] as Kind;
          const user = (lane * 7 + n) % users.length;
          const id = randomUUID();
          const body = bodyOf(kindOf, id);
          const write: Write = { id, kind: kindOf, user, round, body, outcome: 'inDoubt', status: 'no answer' };
          writes.push(write);
          try {
            const response = await client.send({
              method: 'POST',
              url: ROUTES[kindOf],
              headers: { cookie: users[user]!.cookie },
              payload: body,
            });
            write.status = response.statusCode;
            write.outcome = response.statusCode >= 200 && response.statusCode < 300 ? 'acked' : 'rejected';
            if (write.outcome === 'rejected') write.responseBody = response.body.slice(0, 300);
          } catch (error) {
            write.status = error instanceof Error ? error.message : String(error);
          }
        }
      };
      const killAfterMs = Math.round(
        options.killAfterMs[0] + Math.random() * (options.killAfterMs[1] - options.killAfterMs[0]),
      );
      const load = Promise.all(Array.from({ length: options.writers }, (_, lane) => writer(lane)));
      await sleep(killAfterMs);
      killed = true;
      await live.kill9();
      await load;
      client.close();
      server = null;

      const roundWrites = writes.filter((write) => write.round === round);
      const report: RoundReport = {
        round,
        killedAfterMs: killAfterMs,
        restartMs: null,
        written: roundWrites.length,
        acknowledged: roundWrites.filter((write) => write.outcome === 'acked').length,
        present: 0,
        lost: 0,
        duplicated: 0,
        unknown: 0,
        mismatched: 0,
        rejected: roundWrites.filter((write) => write.outcome === 'rejected').length,
        inDoubt: roundWrites.filter((write) => write.outcome === 'inDoubt').length,
        inDoubtPresent: 0,
        retried: 0,
        retryFailed: 0,
        afterRetryMissing: 0,
        afterRetryDuplicated: 0,
      };
      reports.push(report);

      try {
        server = await startServer(config);
        report.restartMs = server.startMs;
      } catch (error) {
        report.restartError = error instanceof Error ? error.message : String(error);
        console.log(`  round ${round}: the server did not come back: ${report.restartError}`);
        break;
      }
      const verify = createClient(server.url);
      try {
        const rows = await readBack(verify.send, users);
        const known = new Map(writes.map((write) => [write.id, write]));
        for (const write of writes) {
          const row = rows.get(write.id);
          if (write.outcome === 'acked') {
            if (!row) report.lost += 1;
            else {
              report.present += 1;
              const field = CHECKED_FIELD[write.kind];
              if (
                row.kind !== write.kind ||
                row.user !== write.user ||
                Number(row.row[field]) !== Number(write.body[field])
              )
                report.mismatched += 1;
            }
          } else if (write.outcome === 'inDoubt' && write.round === round && row) report.inDoubtPresent += 1;
        }
        for (const [id, row] of rows) {
          if (row.count > 1) report.duplicated += row.count - 1;
          if (!known.has(id)) report.unknown += 1;
        }

        // The app's offline queue sends an unanswered write again with the same id.
        const retries = writes.filter((write) => write.outcome === 'inDoubt' && write.round === round);
        await mapLimit(retries, 8, async (write) => {
          report.retried += 1;
          try {
            const response = await verify.send({
              method: 'POST',
              url: ROUTES[write.kind],
              headers: { cookie: users[write.user]!.cookie },
              payload: write.body,
            });
            if (response.statusCode === 200 || response.statusCode === 201) {
              write.outcome = 'acked';
              write.status = response.statusCode;
            } else {
              report.retryFailed += 1;
              write.responseBody = response.body.slice(0, 300);
            }
          } catch {
            report.retryFailed += 1;
          }
        });
        const after = await readBack(verify.send, users);
        for (const write of writes) {
          if (write.outcome === 'acked' && !after.has(write.id)) report.afterRetryMissing += 1;
        }
        for (const row of after.values()) if (row.count > 1) report.afterRetryDuplicated += row.count - 1;
      } finally {
        verify.close();
      }
      console.log(
        `  round ${round}: killed after ${killAfterMs} ms · ${report.acknowledged} acknowledged, ` +
          `${report.inDoubt} in doubt · back in ${report.restartMs} ms · lost ${report.lost}, duplicated ${report.duplicated}`,
      );
    }
  } finally {
    await server?.stop();
    if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
  }

  const rejectedSamples = writes
    .filter((write) => write.outcome === 'rejected')
    .slice(0, 10)
    .map((write) => ({ kind: write.kind, status: write.status, body: write.responseBody }));
  const totals = {
    acknowledged: writes.filter((write) => write.outcome === 'acked').length,
    lost: Math.max(0, ...reports.map((report) => report.lost + report.afterRetryMissing)),
    duplicated: Math.max(0, ...reports.map((report) => report.duplicated + report.afterRetryDuplicated)),
    restartFailures: reports.filter((report) => report.restartError).length,
  };
  const pass =
    reports.length === options.rounds &&
    totals.restartFailures === 0 &&
    reports.every(
      (report) =>
        report.lost + report.duplicated + report.unknown + report.mismatched + report.afterRetryMissing === 0 &&
        report.afterRetryDuplicated + report.retryFailed + report.rejected === 0,
    );

  console.log('');
  console.log(
    table(
      [
        'round',
        'kill ms',
        'written',
        'acked',
        'present',
        'lost',
        'dup',
        'unknown',
        'mismatch',
        'rejected',
        'in doubt',
        'in doubt kept',
        'retried ok',
        'restart ms',
      ],
      reports.map((report) => [
        report.round,
        report.killedAfterMs,
        report.written,
        report.acknowledged,
        report.present,
        report.lost,
        report.duplicated,
        report.unknown,
        report.mismatched,
        report.rejected,
        report.inDoubt,
        report.inDoubtPresent,
        report.retried - report.retryFailed,
        report.restartMs ?? 'FAILED',
      ]),
    ),
  );
  console.log(
    `\n  ${pass ? 'PASS' : 'FAIL'} ${kind}: goal 0 lost, 0 duplicated over ${options.rounds} rounds ` +
      `(present/lost count every write acknowledged so far, all rounds)`,
  );
  for (const sample of rejectedSamples) console.log(`    rejected ${sample.kind}: ${sample.status} ${sample.body}`);
  if (!pass && totals.restartFailures) console.log(tail(config.logFile, 40));

  return {
    db: kind,
    pass,
    rounds: reports,
    totals,
    rejectedSamples,
    logFile: options.keepData ? config.logFile : null,
  };
}
