// Run metadata, percentiles and plain-text tables shared by the bench and the harness.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './server-process';

export interface MachineInfo {
  date: string;
  node: string;
  cpus: number;
  cpuModel: string;
  memoryGb: number;
  loadAverage: number[];
  commit: string;
}

export function machineInfo(): MachineInfo {
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' });
  // The results a run writes (bench/results/) do not make the tree dirty.
  const dirty = spawnSync('git', ['status', '--porcelain', '--', '.', ':!bench/results'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  return {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    loadAverage: os.loadavg().map((value) => Math.round(value * 100) / 100),
    commit: `${commit.stdout.trim()}${dirty.stdout.trim() ? '+dirty' : ''}`,
  };
}

export function describeMachine(info: MachineInfo): string {
  return (
    `${info.date} · Node ${info.node} · ${info.cpus} × ${info.cpuModel} · ${info.memoryGb} GB · ` +
    `load average ${info.loadAverage.join(' ')} · commit ${info.commit}`
  );
}

/** Nearest-rank percentile of an ascending array (0 when empty). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
}

/** A text table with right-aligned columns after the first. */
export function table(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  return [line(cells[0]!), widths.map((width) => '-'.repeat(width)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

export function writeJson(file: string, data: unknown): void {
  const target = path.resolve(file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, `${JSON.stringify(data, null, 2)}\n`);
  console.log(`\nJSON written to ${path.relative(process.cwd(), target) || target}`);
}

export const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
