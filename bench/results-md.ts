// Markdown tables for bench/README.md from the JSON of `npm run bench:server` and `npm run harness`:
//   node --import tsx bench/results-md.ts [bench/results/server.json] [bench/results/harness.json]
import { existsSync, readFileSync } from 'node:fs';
import type { MachineInfo } from './lib/report';

interface Measure {
  route: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  baselineReqPerSec?: number;
}

const files = process.argv.slice(2);
const [serverFile, harnessFile] = files.length ? files : ['bench/results/server.json', 'bench/results/harness.json'];
const n = (value: number) => Math.round(value).toLocaleString('en-US');
const machine = (info: MachineInfo) =>
  `${info.date.slice(0, 16).replace('T', ' ')} UTC, commit ${info.commit}, Node ${info.node}, ` +
  `${info.cpus} × ${info.cpuModel}, load average ${info.loadAverage.join(' ')}`;

if (serverFile && existsSync(serverFile)) {
  const run = JSON.parse(readFileSync(serverFile, 'utf8')) as {
    machineBefore: MachineInfo;
    machineAfter: MachineInfo;
    settings: {
      connections: number;
      warmupSeconds: number;
      durationSeconds: number;
      logLevel: string;
      baseline?: string;
    };
    /** meanOfEnds (current) or baselineReqPerSec (first version of the bench). */
    bareFastify: { before: Measure; after: Measure; meanOfEnds?: number; baselineReqPerSec?: number; median?: number };
    postgresVersion: string | null;
    databases: Partial<Record<'pglite' | 'postgres', { results: Measure[] }>>;
    targets: {
      db: string;
      route: string;
      minRatio: number;
      maxP99?: number;
      ratio: number | null;
      pass: boolean | null;
    }[];
  };
  const base = run.bareFastify.meanOfEnds ?? run.bareFastify.baselineReqPerSec ?? 0;
  const baseOf = (m: Measure) => m.baselineReqPerSec ?? base;
  // The median of every bare-Fastify figure of the run (older JSON files: computed here the same way).
  const adjacent = Object.values(run.databases).flatMap((db) =>
    (db?.results ?? []).map((m) => m.baselineReqPerSec).filter((value): value is number => value !== undefined),
  );
  const all = [run.bareFastify.before.reqPerSec, run.bareFastify.after.reqPerSec, ...adjacent].sort((a, b) => a - b);
  const median = run.bareFastify.median ?? (run.settings.baseline ? (all[Math.floor(all.length / 2)] ?? base) : base);
  console.log(`Run of ${machine(run.machineBefore)} (after: ${run.machineAfter.loadAverage.join(' ')}).`);
  console.log(
    `autocannon ${run.settings.connections} connections, ${run.settings.warmupSeconds} s warm-up + ` +
      `${run.settings.durationSeconds} s per route; server LOG_LEVEL=${run.settings.logLevel}; ` +
      `${run.postgresVersion ?? 'no PostgreSQL'}. Bare Fastify: ${n(run.bareFastify.before.reqPerSec)} req/s first, ` +
      `${n(run.bareFastify.after.reqPerSec)} last; ratios against ` +
      `${run.settings.baseline ? `bare Fastify measured ${run.settings.baseline}` : `their mean ${n(base)}`}` +
      (run.settings.baseline ? `; the median of every bare-Fastify figure of the run was ${n(median)}` : '') +
      '.\n',
  );
  const pg = run.databases.postgres?.results ?? [];
  const lite = run.databases.pglite?.results ?? [];
  const routes = [...new Set([...lite, ...pg].map((m) => m.route))];
  const cell = (m: Measure | undefined) =>
    m
      ? `${n(m.reqPerSec)} · ${m.p50} / ${m.p99} ms · ${(m.reqPerSec / baseOf(m)).toFixed(4)}` +
        (m.baselineReqPerSec !== undefined ? ` (of ${n(m.baselineReqPerSec)})` : '') +
        (m.non2xx + m.errors ? ` · **${m.non2xx + m.errors} non-2xx**` : '')
      : '—';
  console.log('| route | PGlite: req/s · p50 / p99 · ratio | PostgreSQL: req/s · p50 / p99 · ratio |');
  console.log('|---|---:|---:|');
  for (const route of routes) {
    console.log(
      `| \`${route}\` | ${cell(lite.find((m) => m.route === route))} | ${cell(pg.find((m) => m.route === route))} |`,
    );
  }
  console.log(`\n| target | measured (adjacent) | to the run's median | |`);
  console.log('|---|---:|---:|---|');
  for (const t of run.targets) {
    const need = `ratio ≥ ${t.minRatio}${t.maxP99 !== undefined ? `, p99 ≤ ${t.maxP99} ms` : ''}`;
    const m = run.databases[t.db as 'pglite' | 'postgres']?.results.find((r) => r.route === t.route);
    const got =
      t.ratio === null ? 'not measured' : `${t.ratio.toFixed(4)}${t.maxP99 !== undefined ? `, p99 ${m?.p99} ms` : ''}`;
    const toMedian = m && run.settings.baseline ? (m.reqPerSec / median).toFixed(4) : '—';
    console.log(
      `| ${t.db} ${t.route}: ${need} | ${got} | ${toMedian} | ${t.pass === null ? 'SKIP' : t.pass ? 'PASS' : '**FAIL**'} |`,
    );
  }
  console.log('');
}

if (harnessFile && existsSync(harnessFile)) {
  const run = JSON.parse(readFileSync(harnessFile, 'utf8')) as {
    machineBefore: MachineInfo;
    machineAfter: MachineInfo;
    postgresVersion: string | null;
    results: {
      concurrency?: {
        users: number;
        premiumUsers: number;
        signUpSeconds: number;
        durationSeconds: number;
        thinkMs: number;
        pass: boolean;
        all: {
          count: number;
          reqPerSec: number;
          p50: number;
          p99: number;
          max: number;
          errors: number;
          serverErrors: number;
        };
        byOperation: { op: string; count: number; p50: number; p99: number; errors: number; serverErrors: number }[];
        serverAlive: boolean;
      };
      crash?: {
        db: string;
        pass: boolean;
        rounds: {
          round: number;
          killedAfterMs: number;
          written: number;
          acknowledged: number;
          present: number;
          lost: number;
          duplicated: number;
          unknown: number;
          mismatched: number;
          inDoubt: number;
          inDoubtPresent: number;
          retried: number;
          retryFailed: number;
          restartMs: number | null;
        }[];
      }[];
      sweeps?: {
        db: string;
        skipped?: string;
        pass?: boolean;
        tally?: { requests: number; byClass: Record<string, number> };
        badInput?: {
          cases: number;
          operations: number;
          byClass: Record<string, number>;
          problemCounts: Record<string, number>;
        };
        ownership?: {
          rows: number;
          attempts: number;
          breaches: unknown[];
          inconclusive: number;
          controls: { ok: number; failed: unknown[] };
        };
      }[];
    };
  };
  console.log(
    `Run of ${machine(run.machineBefore)} (after: ${run.machineAfter.loadAverage.join(' ')}); ${run.postgresVersion ?? ''}.\n`,
  );
  const c = run.results.concurrency;
  if (c) {
    console.log(
      `**Concurrency** (PostgreSQL): ${c.users} users (${c.premiumUsers} premium, signed up in ${c.signUpSeconds} s), ` +
        `${c.durationSeconds} s, think time ~${c.thinkMs} ms — ${c.pass ? 'PASS' : '**FAIL**'}\n`,
    );
    console.log('| requests | req/s | p50 | p99 | max | errors | 5xx | server after |');
    console.log('|---:|---:|---:|---:|---:|---:|---:|---|');
    console.log(
      `| ${n(c.all.count)} | ${c.all.reqPerSec} | ${c.all.p50} ms | ${c.all.p99} ms | ${c.all.max} ms | ` +
        `${c.all.errors} | ${c.all.serverErrors} | ${c.serverAlive ? 'alive' : 'DEAD'} |\n`,
    );
    console.log('| operation | count | p50 | p99 | errors | 5xx |');
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const op of c.byOperation)
      console.log(`| \`${op.op}\` | ${op.count} | ${op.p50} ms | ${op.p99} ms | ${op.errors} | ${op.serverErrors} |`);
    console.log('');
  }
  for (const crash of run.results.crash ?? []) {
    console.log(`**Crash** (${crash.db}) — ${crash.pass ? 'PASS' : '**FAIL**'}\n`);
    console.log(
      '| round | kill after | written | acknowledged | present (all rounds) | lost | duplicated | unknown / mismatched | in doubt (kept) | retried ok | restart |',
    );
    console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const r of crash.rounds) {
      console.log(
        `| ${r.round} | ${r.killedAfterMs} ms | ${r.written} | ${r.acknowledged} | ${r.present} | ${r.lost} | ` +
          `${r.duplicated} | ${r.unknown} / ${r.mismatched} | ${r.inDoubt} (${r.inDoubtPresent}) | ` +
          `${r.retried - r.retryFailed}/${r.retried} | ${r.restartMs === null ? 'FAILED' : `${n(r.restartMs)} ms`} |`,
      );
    }
    console.log('');
  }
  const sweeps = run.results.sweeps ?? [];
  if (sweeps.some((sweep) => sweep.badInput)) {
    console.log('**Bad input and ownership sweeps over HTTP**\n');
    console.log(
      '| database | bad-input cases (operations) | answers 2xx / 4xx / 5xx / none | problems | ownership attempts | breaches | inconclusive | controls ok / failed | |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|');
  }
  for (const sweep of sweeps) {
    if (!sweep.badInput || !sweep.ownership || !sweep.tally) {
      console.log(`**Sweeps over HTTP** (${sweep.db}): ${sweep.skipped ? `skipped — ${sweep.skipped}` : 'no report'}`);
      continue;
    }
    const c = sweep.tally.byClass;
    const problems = Object.values(sweep.badInput.problemCounts).reduce((sum, count) => sum + count, 0);
    console.log(
      `| ${sweep.db} | ${n(sweep.badInput.cases)} (${sweep.badInput.operations}) | ` +
        `${c['2xx'] ?? 0} / ${c['4xx'] ?? 0} / ${c['5xx'] ?? 0} / ${c.network ?? 0} | ${problems} | ` +
        `${sweep.ownership.attempts} | ${sweep.ownership.breaches.length} | ${sweep.ownership.inconclusive} | ` +
        `${sweep.ownership.controls.ok} / ${sweep.ownership.controls.failed.length} | ${sweep.pass ? 'PASS' : '**FAIL**'} |`,
    );
  }
}
