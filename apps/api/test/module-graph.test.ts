import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  apiImports,
  ARCHITECTURE_DOC,
  layerOf,
  moduleEdges,
  moduleGraphMermaid,
  withDrawing,
} from '../../../scripts/module-graph.mjs';

/** The modules reachable from `start` along the edges (a module reaching itself is in a cycle). */
function reachable(edges: Map<string, string[]>, start: string): Set<string> {
  const seen = new Set<string>();
  const stack = [...(edges.get(start) ?? [])];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    stack.push(...(edges.get(next) ?? []));
  }
  return seen;
}

describe('the API module graph', () => {
  const imports = apiImports();

  it('has no cycle between modules', () => {
    const edges = moduleEdges(imports);
    const inCycle = [...edges.keys()].filter((module) => reachable(edges, module).has(module));
    expect(inCycle).toEqual([]);
  });

  it('has no arrow back up: lib, db, adapters and plugins import no module and not app.ts', () => {
    const upward = imports.flatMap(({ file, targets }) => {
      if (!['lib', 'db', 'adapters', 'plugins', 'env'].includes(layerOf(file))) return [];
      return targets
        .filter((target) => {
          const layer = layerOf(target);
          return layer.startsWith('module:') || layer === 'modules-index' || layer === 'app';
        })
        .map((target) => `${file} -> ${target}`);
    });
    expect(upward).toEqual([]);
  });

  it('keeps HTTP out of services and repositories (they throw domain errors)', () => {
    const offenders = imports
      .filter(({ file }) => /\.(service|repo)\.ts$/.test(file))
      .filter(({ targets }) => targets.some((target) => target.endsWith('http-error.ts')))
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
  });

  it('is drawn as it is in docs/architecture.md (node scripts/module-graph.mjs redraws it)', () => {
    const doc = readFileSync(ARCHITECTURE_DOC, 'utf8');
    expect(withDrawing(doc, moduleGraphMermaid(moduleEdges(imports)))).toBe(doc);
  });
});
