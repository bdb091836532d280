// Quick entry by text (issue 33): `node --import tsx bench/quick-entry.ts`. Target: a 10-item
// sentence parses in ≤ 5 ms.
import os from 'node:os';
import { execSync } from 'node:child_process';
import { LIBRARY_CATALOG } from '../packages/core/src/data/food-catalog';
import { parseQuickEntry } from '../packages/core/src/domain/quick-entry';

const TARGET_MS = 5;
const ROUNDS = 2000;

/** Ten items with the separators, amounts and measures people type, one of them unknown. */
const SENTENCES = [
  '2 conchas de feijão, 4 colheres de arroz, 1 bife e salada, meia xícara de aveia com 200 ml de leite, ' +
    'um pão francês com manteiga; café com leite e 2 fatias de mamão + 100g de frango grelhado',
  '1 e 1/2 concha de feijão preto, 3 colheres de sopa cheias de arroz integral, 2 ovos mexidos, ' +
    '1 fatia de queijo minas, uma dúzia de morangos, 1 copo de suco de laranja, pizza, arroz 100g, ' +
    '1 colher de sopa e meia de azeite e 2 pedaços de bolo de milho',
];

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function commit(): string {
  try {
    return execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

// The first parse builds the name index (once per process, as in the app): timed on its own.
const coldStart = process.hrtime.bigint();
parseQuickEntry('arroz', LIBRARY_CATALOG);
const coldMs = Number(process.hrtime.bigint() - coldStart) / 1e6;

for (const sentence of SENTENCES) {
  const { items, unknown } = parseQuickEntry(sentence, LIBRARY_CATALOG);
  if (items.length + unknown.length !== 10)
    throw new Error(`expected 10 items, read ${items.length} + ${unknown.length}`);
}

for (let i = 0; i < 50; i += 1) for (const sentence of SENTENCES) parseQuickEntry(sentence, LIBRARY_CATALOG);

const times: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  for (const sentence of SENTENCES) {
    const start = process.hrtime.bigint();
    parseQuickEntry(sentence, LIBRARY_CATALOG);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
}
times.sort((a, b) => a - b);
const p50 = percentile(times, 50);
const p95 = percentile(times, 95);
console.log(
  `Node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]?.toFixed(1)}, commit ${commit()}`,
);
console.log(`${SENTENCES.length} sentences of 10 items × ${ROUNDS} rounds = ${times.length} parses`);
console.log(
  `p50 ${p50.toFixed(3)} ms  p95 ${p95.toFixed(3)} ms  p99 ${percentile(times, 99).toFixed(3)} ms  max ${times[times.length - 1]?.toFixed(3)} ms  (first parse, building the name index: ${coldMs.toFixed(1)} ms)`,
);
console.log(p95 <= TARGET_MS ? `OK: ≤ ${TARGET_MS} ms por frase de 10 itens` : `ACIMA da meta de ${TARGET_MS} ms`);
