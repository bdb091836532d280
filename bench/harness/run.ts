// Load and fault harness (issue 15), not part of `npm test`:
//
//   npm run harness [-- <parts>] [options]
//
// parts (default: all): concurrency crash sweeps
// options:
//   --users 200            simulated users of the concurrency part
//   --duration 60          seconds of the concurrency mix
//   --think-ms 1000        mean pause between one user's actions (0 = back-to-back)
//   --premium-every 4      every Nth simulated user is premium (planner without quota)
//   --rounds 3             crash rounds per database
//   --crash-users 8        users written to in the crash part
//   --writers 16           concurrent writers in the crash part
//   --kill-after 1500-4000 the kill -9 comes at a random moment in this window (ms)
//   --db pglite,postgres   databases of the crash and sweeps parts (concurrency is PostgreSQL only)
//   --server-env K=V       extra server environment (repeatable); concurrency and crash add TRUST_PROXY=127.0.0.1
//   --log-level warn       server LOG_LEVEL (its log is kept with --keep-data)
//   --seed prato-certo     seed of the bad-input and ownership sweeps (same seed, same cases)
//   --json FILE            results (default bench/results/harness.json)
//   --keep-data            keep data directories and server logs
//
// Each part prints a summary table and PASS/FAIL against its goal; the exit code is 1 if any failed.
import { parseArgs } from 'node:util';
import { startPostgres, type PostgresCluster } from '../lib/postgres';
import { describeMachine, machineInfo, writeJson } from '../lib/report';
import { runConcurrency } from './concurrency';
import { runCrash } from './crash';
import { runSweeps } from './sweeps';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    users: { type: 'string', default: '200' },
    duration: { type: 'string', default: '60' },
    'think-ms': { type: 'string', default: '1000' },
    'premium-every': { type: 'string', default: '4' },
    rounds: { type: 'string', default: '3' },
    'crash-users': { type: 'string', default: '8' },
    writers: { type: 'string', default: '16' },
    'kill-after': { type: 'string', default: '1500-4000' },
    db: { type: 'string', default: 'pglite,postgres' },
    'server-env': { type: 'string', multiple: true, default: [] },
    'log-level': { type: 'string', default: 'warn' },
    json: { type: 'string', default: 'bench/results/harness.json' },
    seed: { type: 'string', default: 'prato-certo' },
    'keep-data': { type: 'boolean', default: false },
  },
});

const PARTS = ['concurrency', 'crash', 'sweeps'] as const;
type Part = (typeof PARTS)[number];
const parts = (positionals.length ? positionals : [...PARTS]) as Part[];
for (const part of parts) {
  if (!PARTS.includes(part)) {
    console.error(`unknown part '${part}' (parts: ${PARTS.join(', ')})`);
    process.exit(2);
  }
}
const databases = (args.db ?? '').split(',').filter(Boolean) as ('pglite' | 'postgres')[];
// The sweeps sign up and ask for e-mails many times from 127.0.0.1, and every simulated user signs up:
// the per-address budgets of sign-up and of the e-mail requests are off unless --server-env sets them.
const userServerEnv: Record<string, string> = {
  SIGNUP_PER_ADDRESS_PER_HOUR: '0',
  EMAIL_REQUESTS_PER_ADDRESS_PER_HOUR: '0',
  ...Object.fromEntries(
    (args['server-env'] ?? []).map((pair) => {
      const at = pair.indexOf('=');
      if (at < 1) throw new Error(`--server-env expects KEY=VALUE, got '${pair}'`);
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  ),
};
// In the concurrency and crash parts the harness stands where a reverse proxy on loopback would:
// the server trusts its X-Forwarded-For (TRUST_PROXY), so each simulated user has its own address
// and per-address budgets (sign-in throttle) apply per user as in a real deployment. The sweeps run
// without it, as in CI: they send forged X-Forwarded-* headers on purpose, which a trusted proxy
// would have to strip.
const loadServerEnv: Record<string, string> = { TRUST_PROXY: '127.0.0.1', ...userServerEnv };
const [killMin, killMax] = (args['kill-after'] ?? '').split('-').map(Number);
const logLevel = args['log-level'] ?? 'warn';
const keepData = Boolean(args['keep-data']);

async function main() {
  const machine = machineInfo();
  console.log(`Harness · ${describeMachine(machine)}`);
  const results: Record<string, unknown> = {};
  const passes: boolean[] = [];
  let cluster: PostgresCluster | null = null;
  const postgres = async () => (cluster ??= await startPostgres({ keep: keepData }));

  try {
    if (parts.includes('concurrency')) {
      const users = Number(args.users);
      console.log(`\n== Concurrency: ${users} users on PostgreSQL`);
      const result = await runConcurrency(await postgres(), {
        users,
        durationSeconds: Number(args.duration),
        thinkMs: Number(args['think-ms']),
        premiumEvery: Number(args['premium-every']),
        serverEnv: loadServerEnv,
        logLevel,
        keepData,
      });
      results.concurrency = result;
      passes.push(result.pass);
    }
    if (parts.includes('crash')) {
      results.crash = [];
      for (const db of databases) {
        console.log(`\n== Crash: kill -9 under writes, ${args.rounds} rounds on ${db}`);
        const result = await runCrash(db, db === 'postgres' ? await postgres() : null, {
          rounds: Number(args.rounds),
          users: Number(args['crash-users']),
          writers: Number(args.writers),
          killAfterMs: [killMin ?? 1500, killMax ?? killMin ?? 4000],
          serverEnv: loadServerEnv,
          logLevel,
          keepData,
        });
        (results.crash as unknown[]).push(result);
        passes.push(result.pass);
      }
    }
    if (parts.includes('sweeps')) {
      results.sweeps = [];
      for (const db of databases) {
        console.log(`\n== Bad input and ownership sweeps over HTTP on ${db}`);
        const result = await runSweeps(db, db === 'postgres' ? await postgres() : null, {
          logLevel,
          serverEnv: userServerEnv,
          keepData,
          seed: args.seed ?? 'prato-certo',
        });
        (results.sweeps as unknown[]).push(result);
        passes.push(result.pass);
      }
    }
  } finally {
    (cluster as PostgresCluster | null)?.stop();
  }

  writeJson(args.json ?? 'bench/results/harness.json', {
    kind: 'harness',
    machineBefore: machine,
    machineAfter: machineInfo(),
    postgresVersion: (cluster as PostgresCluster | null)?.version ?? null,
    options: { ...args, parts },
    results,
  });
  const failed = passes.filter((pass) => !pass).length;
  console.log(failed ? `\n${failed} part(s) FAILED their goal.` : '\nEvery part met its goal.');
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
