// The API's module imports, drawn: `node scripts/module-graph.mjs` rewrites the drawing in
// docs/architecture.md; apps/api/test/module-graph.test.ts checks it is current and that the graph has
// no cycle and no arrow back up (from lib, db, adapters or plugins into a module or app.ts).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const API_SRC = path.join(ROOT, 'apps/api/src');
export const ARCHITECTURE_DOC = path.join(ROOT, 'docs/architecture.md');
const START = '<!-- module-graph:start -->';
const END = '<!-- module-graph:end -->';

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Every relative import of each source file of the API, resolved to a path under apps/api/src. */
export function apiImports() {
  return sourceFiles(API_SRC).map((file) => {
    const text = readFileSync(file, 'utf8');
    const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((match) => match[1]);
    const targets = specifiers.map((specifier) => {
      const resolved = path.resolve(path.dirname(file), specifier);
      return path.relative(API_SRC, resolved.endsWith('.ts') ? resolved : `${resolved}.ts`);
    });
    return { file: path.relative(API_SRC, file), targets };
  });
}

/** The layer of a file: 'module:<name>', or its top folder (lib, db, adapters, plugins), or the entry files. */
export function layerOf(file) {
  const [top, second] = file.split(path.sep);
  if (top === 'modules') return second && second !== 'index.ts' ? `module:${second}` : 'modules-index';
  return top.endsWith('.ts') ? top.replace(/\.ts$/, '') : top;
}

/** Module → modules it imports (any file of one module importing any file of another). */
export function moduleEdges(imports = apiImports()) {
  const edges = new Map();
  for (const { file, targets } of imports) {
    const from = layerOf(file);
    if (!from.startsWith('module:')) continue;
    for (const target of targets) {
      const to = layerOf(target);
      if (!to.startsWith('module:') || to === from) continue;
      const set = edges.get(from.slice(7)) ?? new Set();
      set.add(to.slice(7));
      edges.set(from.slice(7), set);
    }
  }
  return new Map([...edges].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, [...v].sort()]));
}

/** The drawing (Mermaid) of the module graph. */
export function moduleGraphMermaid(edges = moduleEdges()) {
  const lines = ['```mermaid', 'graph TD'];
  for (const [from, targets] of edges) for (const to of targets) lines.push(`  ${from} --> ${to}`);
  lines.push('```');
  return lines.join('\n');
}

export function withDrawing(doc, drawing = moduleGraphMermaid()) {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/architecture.md has no ${START} … ${END} block`);
  return `${doc.slice(0, start + START.length)}\n${drawing}\n${doc.slice(end)}`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(ARCHITECTURE_DOC, withDrawing(readFileSync(ARCHITECTURE_DOC, 'utf8')));
  console.log('docs/architecture.md: module graph rewritten');
}
