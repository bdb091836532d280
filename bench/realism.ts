// Realism benchmark (issues 7 and 30): `npm run bench:realism`. Figures go to bench/README.md.
//
// Every meal of bench/realism-meals.ts goes through the food-name lookup and the portion solver, and
// the plate is scored by the independent judge of bench/realism-judge.ts: serving ranges from the
// IBGE POF 2008–09 household measures and the Guia Alimentar portions (bench/data/reference-servings.json,
// a file the solver never reads), energy within ±1 %, no 0 g portion, the dry or raw form of a typed
// dish refused, and the ideal split wherever a plate within the reference ranges reaches it.
// Prints every plate, the reasons of each failure, the share that passes and the split error.
// `--failures` prints only the failing meals; `--markdown` prints the figures and the failing meals as
// bench/README.md lists them. Exit code 1 under 95 %.
import os from 'node:os';
import { judgeMeals, summarize } from './realism-judge';
import { REALISM_MEALS } from './realism-meals';

const onlyFailures = process.argv.includes('--failures');
const markdown = process.argv.includes('--markdown');
const started = performance.now();
const outcomes = judgeMeals(REALISM_MEALS);
const seconds = (performance.now() - started) / 1000;
const summary = summarize(outcomes);

const load = os
  .loadavg()
  .map((v) => v.toFixed(2))
  .join(' ');
console.log(
  `Realism bench (independent judge) · ${new Date().toISOString()} · Node ${process.version} · ` +
    `${os.cpus().length} × ${os.cpus()[0]?.model.split(' ').slice(0, 2).join(' ')} · load ${load}`,
);
for (const outcome of outcomes) {
  if (onlyFailures && outcome.pass) continue;
  console.log(`${outcome.pass ? 'PASS' : 'FAIL'}  [${outcome.meal.set}] ${outcome.label}`);
  console.log(`      ${outcome.refused ? '(sem prato)' : outcome.plate}`);
  for (const reason of outcome.reasons) console.log(`      ✗ ${reason}`);
}
const unreachable = outcomes.filter(
  (o) => !o.energyReachable && !o.reasons.some((r) => r.startsWith('não encontrado')),
);
if (unreachable.length > 0) {
  console.log('');
  console.log('Targets no plate within the reference servings reaches (a refusal is right; an answer fails):');
  for (const outcome of unreachable) console.log(`  ${outcome.label}`);
}
const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
console.log('');
console.log(`meals: ${summary.meals}; pass: ${summary.passed} (${percent(summary.passRate)}; target ≥ 95 %)`);
for (const [set, counts] of Object.entries(summary.bySet)) {
  console.log(`  ${set}: ${counts.passed} of ${counts.meals}`);
}
console.log(
  `refused: ${summary.refused} (wrongly, a plate within the reference servings exists: ${summary.wrongRefusals}); ` +
    `targets no plate within the reference servings reaches: ${summary.unreachable}`,
);
console.log(
  `split reachable within the reference servings: ${summary.splitReachable}; inside the ideal ranges among them: ` +
    `${summary.splitInsideWhereReachable}; inside overall: ${summary.splitInside} of ${summary.meals}`,
);
console.log(
  `mean split error (mean |Δ| from 40/30/30, points): all answered meals ${summary.meanSplitError.toFixed(1)}, ` +
    `reachable meals ${summary.meanSplitErrorReachable.toFixed(1)}`,
);
console.log(`(${seconds.toFixed(1)} s including the plate search)`);
if (markdown) {
  console.log('');
  console.log(
    '| meals | pass | issue 7 · issue 30 · held out | refused (wrongly) | split reachable | inside where reachable | inside overall | mean \\|Δ\\| from 40/30/30 (answered / reachable) |',
  );
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|');
  console.log(
    `| ${summary.meals} | **${summary.passed} (${percent(summary.passRate)})** | ` +
      `${summary.bySet['issue 7'].passed}/${summary.bySet['issue 7'].meals} · ` +
      `${summary.bySet['issue 30'].passed}/${summary.bySet['issue 30'].meals} · ` +
      `${summary.bySet['held out'].passed}/${summary.bySet['held out'].meals} | ` +
      `${summary.refused} (${summary.wrongRefusals}) | ${summary.splitReachable} | ` +
      `${summary.splitInsideWhereReachable} of ${summary.splitReachable} | ${summary.splitInside} | ` +
      `${summary.meanSplitError.toFixed(1)} / ${summary.meanSplitErrorReachable.toFixed(1)} points |`,
  );
  console.log('');
  for (const outcome of outcomes.filter((o) => !o.pass)) {
    console.log(`- ${outcome.label}: ${outcome.reasons.map((r) => r.replace(/ \(".*"\) /u, ' ')).join('; ')}`);
  }
}
process.exitCode = summary.passRate >= 0.95 ? 0 : 1;
