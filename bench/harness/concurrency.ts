// Concurrency: N simulated users (each signed up over HTTP, each from its own address) run a
// realistic mix of reads and writes of their own data for a while against the real server on
// PostgreSQL. Goal (issue 15): 0 errors, 0 5xx, p99 ≤ 250 ms.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { activityBody, makePremium, mealBody, PLANNER_BODY, weightBody } from '../lib/fixtures';
import { createClient, ipOf, mapLimit, signUp, type SendResponse, type SignedUpUser } from '../lib/http';
import type { PostgresCluster } from '../lib/postgres';
import { percentile, round, table } from '../lib/report';
import { sleep, startServer, tail } from '../lib/server-process';
import { operationsOf, type Operation } from './openapi';

export interface ConcurrencyOptions {
  users: number;
  durationSeconds: number;
  /** Mean pause between one user's actions (uniform in [0.5×, 1.5×]); 0 = back-to-back. */
  thinkMs: number;
  /** Every Nth user gets a premium plan (unlimited planner); 0 = none. */
  premiumEvery: number;
  serverEnv: Record<string, string>;
  logLevel: string;
  keepData: boolean;
}

interface Sample {
  op: string;
  status: number;
  ms: number;
  error: boolean;
}

interface Failure {
  op: string;
  request: string;
  status: number | string;
  body: string;
}

/** What one user keeps between actions: their own rows, to edit and delete. */
interface UserState extends SignedUpUser {
  premium: boolean;
  meals: string[];
  weights: string[];
  activities: string[];
}

const FOOD_QUERIES = ['arroz', 'feij', 'frango', 'banana', 'ovo', 'pão', 'leite', 'maçã', 'batata', 'carne', 'queijo'];

const localToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

interface Action {
  name: string;
  weight: number;
  /** Runs one user action (one or two requests) through `call`. */
  run(user: UserState, call: Call): Promise<void>;
}

type Call = (
  op: string,
  request: { method: string; url: string; payload?: unknown },
  expected: number[],
) => Promise<SendResponse | null>;

/** The mix: weights are relative frequencies of one user's actions. */
const ACTIONS: Action[] = [
  {
    name: 'diary read',
    weight: 20,
    run: async (_user, call) => {
      const day = localToday();
      await call('GET /api/meals (day)', { method: 'GET', url: `/api/meals?from=${day}&to=${day}` }, [200]);
    },
  },
  {
    name: 'session',
    weight: 8,
    run: async (_user, call) =>
      void (await call('GET /api/auth/session', { method: 'GET', url: '/api/auth/session' }, [200])),
  },
  {
    name: 'meal write',
    weight: 12,
    run: async (user, call) => {
      const id = randomUUID();
      const response = await call(
        'POST /api/meals',
        { method: 'POST', url: '/api/meals', payload: mealBody(id) },
        [201],
      );
      if (response?.statusCode === 201) user.meals.push(id);
    },
  },
  {
    name: 'meal edit',
    weight: 3,
    run: async (user, call) => {
      const id = user.meals.at(-1);
      if (!id) return;
      await call(
        'PATCH /api/meals/:id',
        { method: 'PATCH', url: `/api/meals/${id}`, payload: { mealType: 'dinner' } },
        [200],
      );
    },
  },
  {
    name: 'meal delete',
    weight: 2,
    run: async (user, call) => {
      const id = user.meals.shift();
      if (!id) return;
      await call('DELETE /api/meals/:id', { method: 'DELETE', url: `/api/meals/${id}` }, [204]);
    },
  },
  {
    name: 'food search',
    weight: 15,
    run: async (_user, call) => {
      const q = encodeURIComponent(pick(FOOD_QUERIES));
      await call('GET /api/foods?q=', { method: 'GET', url: `/api/foods?q=${q}` }, [200]);
    },
  },
  {
    name: 'weights',
    weight: 5,
    run: async (_user, call) =>
      void (await call('GET /api/weights', { method: 'GET', url: '/api/weights?limit=30' }, [200])),
  },
  {
    name: 'latest weight',
    weight: 3,
    run: async (_user, call) =>
      void (await call('GET /api/weights/latest', { method: 'GET', url: '/api/weights/latest' }, [200])),
  },
  {
    name: 'weight write',
    weight: 4,
    run: async (user, call) => {
      const id = randomUUID();
      const response = await call(
        'POST /api/weights',
        { method: 'POST', url: '/api/weights', payload: weightBody(id) },
        [201],
      );
      if (response?.statusCode === 201) user.weights.push(id);
    },
  },
  {
    name: 'weight edit',
    weight: 1,
    run: async (user, call) => {
      const id = user.weights.at(-1);
      if (!id) return;
      await call(
        'PATCH /api/weights/:id',
        { method: 'PATCH', url: `/api/weights/${id}`, payload: { notes: 'depois do almoço' } },
        [200],
      );
    },
  },
  {
    name: 'weight delete',
    weight: 1,
    run: async (user, call) => {
      const id = user.weights.shift();
      if (!id) return;
      await call('DELETE /api/weights/:id', { method: 'DELETE', url: `/api/weights/${id}` }, [204]);
    },
  },
  {
    name: 'activities',
    weight: 5,
    run: async (_user, call) =>
      void (await call('GET /api/activities', { method: 'GET', url: '/api/activities' }, [200])),
  },
  {
    name: 'activity write',
    weight: 4,
    run: async (user, call) => {
      const id = randomUUID();
      const response = await call(
        'POST /api/activities',
        { method: 'POST', url: '/api/activities', payload: activityBody(id) },
        [201],
      );
      if (response?.statusCode === 201) user.activities.push(id);
    },
  },
  {
    name: 'activity delete',
    weight: 1,
    run: async (user, call) => {
      const id = user.activities.shift();
      if (!id) return;
      await call('DELETE /api/activities/:id', { method: 'DELETE', url: `/api/activities/${id}` }, [204]);
    },
  },
  {
    name: 'profile',
    weight: 6,
    run: async (_user, call) => void (await call('GET /api/profile', { method: 'GET', url: '/api/profile' }, [200])),
  },
  {
    name: 'profile update',
    weight: 3,
    run: async (_user, call) => {
      const payload = {
        lunchCalories: 500 + Math.floor(Math.random() * 300),
        weight: 60 + Math.floor(Math.random() * 30),
      };
      await call('PATCH /api/profile', { method: 'PATCH', url: '/api/profile', payload }, [200]);
    },
  },
  {
    // What the planner screen does: read the day's usage, calculate only when the plan allows one more.
    name: 'planner',
    weight: 6,
    run: async (_user, call) => {
      const usage = await call('GET /api/planner/usage', { method: 'GET', url: '/api/planner/usage' }, [200]);
      if (usage?.statusCode !== 200) return;
      const { remaining } = usage.json<{ remaining: number | null }>();
      if (remaining !== null && remaining <= 0) return;
      await call(
        'POST /api/planner/calculate',
        { method: 'POST', url: '/api/planner/calculate', payload: PLANNER_BODY },
        [200],
      );
    },
  },
  {
    name: 'subscription',
    weight: 2,
    run: async (_user, call) =>
      void (await call('GET /api/me/subscription', { method: 'GET', url: '/api/me/subscription' }, [200])),
  },
  {
    name: 'latest activity',
    weight: 2,
    run: async (_user, call) =>
      void (await call('GET /api/activities/latest', { method: 'GET', url: '/api/activities/latest' }, [200])),
  },
  {
    name: 'achievements',
    weight: 1,
    run: async (_user, call) =>
      void (await call('GET /api/achievements', { method: 'GET', url: '/api/achievements' }, [200])),
  },
  {
    name: 'new goal',
    weight: 0.5,
    run: async (_user, call) => {
      const payload = { title: 'Beber mais água', goalType: 'hydration', targetValue: 2000, unit: 'ml' };
      await call('POST /api/goals', { method: 'POST', url: '/api/goals', payload }, [201]);
    },
  },
  {
    name: 'goals',
    weight: 1,
    run: async (_user, call) => void (await call('GET /api/goals', { method: 'GET', url: '/api/goals' }, [200])),
  },
];
const TOTAL_WEIGHT = ACTIONS.reduce((sum, action) => sum + action.weight, 0);

function chooseAction(): Action {
  let roll = Math.random() * TOTAL_WEIGHT;
  for (const action of ACTIONS) {
    roll -= action.weight;
    if (roll < 0) return action;
  }
  return ACTIONS[0] as Action;
}

export async function runConcurrency(cluster: PostgresCluster, options: ConcurrencyOptions) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'prato-harness-load-'));
  const databaseUrl = await cluster.createDatabase(`load_${Date.now()}`);
  const logFile = path.join(dataDir, 'server.log');
  const server = await startServer({
    dataDir,
    databaseUrl,
    logFile,
    logLevel: options.logLevel,
    env: options.serverEnv,
  });
  console.log(`  server up in ${server.startMs} ms · log ${logFile}`);
  const client = createClient(server.url, { maxSockets: options.users + 16 });

  try {
    // Sign-up: scrypt-bound, a few at a time; every user from its own address (X-Forwarded-For).
    const signUpStarted = Date.now();
    const stamp = Date.now().toString(36);
    const users: UserState[] = await mapLimit(
      Array.from({ length: options.users }, (_, index) => index),
      4,
      async (index) => ({
        ...(await signUp(client.send, `carga${index}-${stamp}@bench.example`, ipOf(1000 + index))),
        premium: options.premiumEvery > 0 && index % options.premiumEvery === 0,
        meals: [],
        weights: [],
        activities: [],
      }),
    );
    const signUpSeconds = (Date.now() - signUpStarted) / 1000;
    const premiumIds = users.filter((user) => user.premium).map((user) => user.id);
    if (premiumIds.length) await makePremium({ databaseUrl, dataDir }, premiumIds);
    console.log(
      `  ${users.length} users signed up in ${round(signUpSeconds)} s (${premiumIds.length} premium); ` +
        `running the mix for ${options.durationSeconds} s, think time ~${options.thinkMs} ms`,
    );

    const samples: Sample[] = [];
    const failures: Failure[] = [];
    const started = Date.now();
    const deadline = started + options.durationSeconds * 1000;
    const callFor =
      (user: UserState): Call =>
      async (op, request, expected) => {
        const t0 = performance.now();
        const headers = { cookie: user.cookie, 'x-forwarded-for': user.ip };
        let response: SendResponse | null = null;
        let status: number | string;
        try {
          response = await client.send({ ...request, headers });
          status = response.statusCode;
        } catch (error) {
          status = error instanceof Error ? error.message : String(error);
        }
        const ms = performance.now() - t0;
        const error = typeof status !== 'number' || !expected.includes(status);
        samples.push({ op, status: typeof status === 'number' ? status : 0, ms, error });
        if (error && failures.length < 50) {
          failures.push({
            op,
            request: `${request.method} ${request.url}${request.payload ? ` ${JSON.stringify(request.payload)}` : ''}`,
            status,
            body: response?.body.slice(0, 500) ?? '',
          });
        }
        return response;
      };
    const think = () => (options.thinkMs > 0 ? sleep(options.thinkMs * (0.5 + Math.random())) : Promise.resolve());

    await Promise.all(
      users.map(async (user) => {
        const call = callFor(user);
        // Users arrive spread over one think time instead of all at once.
        await sleep(Math.random() * options.thinkMs);
        while (Date.now() < deadline) {
          await chooseAction().run(user, call);
          await think();
        }
      }),
    );
    const elapsed = (Date.now() - started) / 1000;

    const alive = server.child.exitCode === null && server.child.signalCode === null;
    const openapi = await operationsOf(client.send).catch(() => [] as Operation[]);
    const summary = summarize(samples, elapsed);
    const exercised = new Set(samples.map((sample) => normalizeOp(sample.op)));
    const notExercised = openapi.map((op) => `${op.method} ${op.path}`).filter((name) => !exercised.has(name));
    const serverErrors = tail(logFile, 100000)
      .split('\n')
      .filter((line) => /"level":(50|60)/.test(line));

    console.log('');
    console.log(
      table(
        ['operation', 'count', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'errors', '5xx'],
        [...summary.byOp, summary.all].map((row) => [
          row.op,
          row.count,
          row.reqPerSec,
          row.p50,
          row.p99,
          row.max,
          row.errors,
          row.serverErrors,
        ]),
      ),
    );
    const goal = summary.all.errors === 0 && summary.all.serverErrors === 0 && summary.all.p99 <= 250;
    console.log(
      `\n  ${goal ? 'PASS' : 'FAIL'} goal 0 errors, 0 5xx, p99 ≤ 250 ms: ${summary.all.errors} errors, ` +
        `${summary.all.serverErrors} 5xx, p99 ${summary.all.p99} ms · server ${alive ? 'alive' : 'DEAD'} · ` +
        `${serverErrors.length} error lines in the server log`,
    );
    for (const failure of failures.slice(0, 10)) {
      console.log(`    ${failure.status} ${failure.request.slice(0, 160)} → ${failure.body.slice(0, 200)}`);
    }
    if (notExercised.length) console.log(`  OpenAPI operations not in the mix: ${notExercised.join(', ')}`);

    return {
      users: users.length,
      premiumUsers: premiumIds.length,
      signUpSeconds: round(signUpSeconds),
      durationSeconds: round(elapsed),
      thinkMs: options.thinkMs,
      pass: goal,
      all: summary.all,
      byOperation: summary.byOp,
      failures,
      serverAlive: alive,
      serverLogErrors: serverErrors.slice(0, 20),
      notExercised,
      logFile: options.keepData ? logFile : null,
    };
  } finally {
    client.close();
    await server.stop();
    if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
  }
}

/** '/api/meals/:id' and the OpenAPI '/api/meals/{id}' name the same operation. */
const normalizeOp = (op: string) =>
  op
    .replace(/\/:(\w+)/g, '/{$1}')
    .replace(/\s*\(.*\)$/, '')
    .replace(/\?.*$/, '');

function summarize(samples: Sample[], elapsedSeconds: number) {
  const row = (op: string, items: Sample[]) => {
    const sorted = items.map((sample) => sample.ms).sort((a, b) => a - b);
    return {
      op,
      count: items.length,
      reqPerSec: round(items.length / elapsedSeconds),
      p50: round(percentile(sorted, 50)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted.at(-1) ?? 0),
      errors: items.filter((sample) => sample.error).length,
      serverErrors: items.filter((sample) => sample.status >= 500).length,
      networkErrors: items.filter((sample) => sample.status === 0).length,
    };
  };
  const groups = new Map<string, Sample[]>();
  for (const sample of samples) {
    const group = groups.get(sample.op);
    if (group) group.push(sample);
    else groups.set(sample.op, [sample]);
  }
  const byOp = [...groups.entries()].sort((a, b) => b[1].length - a[1].length).map(([op, items]) => row(op, items));
  return { byOp, all: row('all', samples) };
}
