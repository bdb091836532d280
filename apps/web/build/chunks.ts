// How the build splits the app into chunks (decision 054). Rolldown, Vite 8's bundler, has no
// `experimentalMinChunkSize`: on its own it would split the app into a chunk per set of pages sharing a
// module, most under 1 KB, and a phone pays a round trip for each. So the app's modules are grouped here:
// a chunk per set of entries (the HTML pages, the boot script, each lazily loaded module) that load them,
// as Rollup and Rolldown do, then every small chunk merged into a chunk that all of its loaders load
// anyway (`planChunks`). The framework and the large libraries keep long-lived chunks of their own.
// Unlike Rollup's merge, the plan does not see which modules have side effects: a merged module runs on
// every page that loads its new chunk, not only on those that need it (the journeys open every page).
// Rolldown's runtime (its CommonJS interop, under 1 KB) stays in a chunk of its own: Rolldown places it
// and no group takes it.
import type { Plugin, Rolldown } from 'vite';

/** Chunks under this many bytes of source are merged into a larger one loaded with them. */
export const MIN_CHUNK_SIZE = 10_000;

/** A module as `planChunks` sees it: its code's size and its imports. */
export interface PlanModule {
  id: string;
  size: number;
  /** Static imports. */
  imports: readonly string[];
  dynamicImports: readonly string[];
  /** An entry of the build (an HTML page, an emitted chunk). */
  isEntry: boolean;
  /** Placed by the plan; the others (the framework's groups) are only walked through. */
  planned: boolean;
}

/** Each planned module's chunk name, by the module's id. */
export type ChunkPlan = Map<string, string>;

export interface PlanOptions {
  /** Chunks under this many bytes of source are merged into a larger one loaded with them. */
  minSize: number;
  /** The other groups' names, which no chunk of the plan takes. */
  reserved?: readonly string[];
  /**
   * Entries whose chunk is left to Rolldown: an emitted chunk's module taken into a group leaves behind an
   * entry chunk of one line that imports the group's (an HTML page's does not).
   */
  leave?: (id: string) => boolean;
}

/** A module's file name without its extension: `…/home-screen.tsx` → `home-screen`. */
function fileName(id: string): string {
  const name = (
    id
      .replace(/[?#].*$/, '')
      .split('/')
      .pop() ?? ''
  ).replace(/\.[^.]*$/, '');
  return name.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '') || 'chunk';
}

/** A library's package name as a chunk name: `…/node_modules/@radix-ui/react-dialog/…` → `radix-ui-react-dialog`. */
function packageName(id: string): string | undefined {
  const name = /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id)?.[1];
  return name?.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '');
}

/** The modules `from` imports statically, directly or not, `from` included. */
function staticClosure(from: string, byId: Map<string, PlanModule>): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const imported of byId.get(id)?.imports ?? []) if (byId.has(imported)) stack.push(imported);
  }
  return seen;
}

/**
 * Every planned module's chunk name. A module goes with the entries that need it: the build's entries and
 * the targets of dynamic imports, less those a dynamic import only runs after (what its importers have
 * loaded already is not loaded again). A chunk smaller than `minSize` that holds no entry is merged into a
 * chunk loaded by all of its entries: the one loaded by the fewest others, provided that these load what
 * it imports already, that a page (a build entry) takes in at most `minSize` bytes so in all, and that no
 * two chunks come to import each other.
 */
export function planChunks(
  modules: readonly PlanModule[],
  { minSize, reserved = [], leave = () => false }: PlanOptions,
): ChunkPlan {
  const byId = new Map(modules.map((module) => [module.id, module]));
  const dynamicTargets = new Set(modules.flatMap((module) => module.dynamicImports.filter((id) => byId.has(id))));
  const entries = modules.filter((module) => module.isEntry || dynamicTargets.has(module.id)).map(({ id }) => id);
  const closures = new Map(entries.map((entry) => [entry, staticClosure(entry, byId)]));

  // What is loaded before a dynamic entry runs: what every entry importing it has loaded (a fixed point).
  const importersOf = new Map<string, string[]>(
    entries.map((entry) => [
      entry,
      entries.filter((other) =>
        [...(closures.get(other) ?? [])].some((id) => byId.get(id)?.dynamicImports.includes(entry)),
      ),
    ]),
  );
  const loaded = new Map<string, Set<string> | 'all'>(
    entries.map((entry) => [entry, byId.get(entry)?.isEntry ? new Set<string>() : 'all']),
  );
  for (let changed = true; changed;) {
    changed = false;
    for (const entry of entries) {
      if (byId.get(entry)?.isEntry) continue;
      // Entries not worked out yet ('all') leave the others to decide.
      const before = (importersOf.get(entry) ?? []).flatMap((importer) => {
        const known = loaded.get(importer);
        return known instanceof Set ? [new Set([...known, ...(closures.get(importer) ?? [])])] : [];
      });
      const common = before.length === 0 ? 'all' : before.reduce((a, b) => new Set([...a].filter((id) => b.has(id))));
      const previous = loaded.get(entry) ?? 'all';
      if (common !== 'all' && (previous === 'all' || previous.size !== common.size)) {
        loaded.set(entry, common);
        changed = true;
      }
    }
  }

  // A chunk per set of entries.
  interface Chunk {
    key: string;
    entries: Set<string>;
    modules: string[];
    size: number;
  }
  // An entry no other entry imports has nothing loaded before it.
  const isLoaded = (entry: string, id: string) => {
    const before = loaded.get(entry);
    return before instanceof Set && before.has(id);
  };
  // The entries that load a module (those that had it loaded already do not load it again).
  const needing = new Map(
    modules.map(({ id }) => [
      id,
      new Set(entries.filter((entry) => closures.get(entry)?.has(id) && !isLoaded(entry, id))),
    ]),
  );
  const chunks = new Map<string, Chunk>();
  for (const module of modules) {
    const needed = [...(needing.get(module.id) ?? [])];
    if (!module.planned || needed.length === 0) continue;
    const key = needed.join('\n');
    const chunk = chunks.get(key) ?? { key, entries: new Set(needed), modules: [], size: 0 };
    chunk.modules.push(module.id);
    chunk.size += module.size;
    chunks.set(key, chunk);
  }

  // Merging, smallest first: each small chunk into the chunk that adds its bytes to the fewest entries
  // that do not need them.
  const into = new Map<string, string>();
  const home = (key: string): string => {
    let current = key;
    while (into.has(current)) current = into.get(current) as string;
    return current;
  };
  const chunkOfModule = new Map<string, string>();
  for (const chunk of chunks.values()) for (const id of chunk.modules) chunkOfModule.set(id, chunk.key);
  const importsOf = (key: string): Set<string> => {
    const imported = new Set<string>();
    for (const chunk of chunks.values()) {
      if (home(chunk.key) !== key) continue;
      for (const id of chunk.modules)
        for (const target of byId.get(id)?.imports ?? []) {
          const targetChunk = chunkOfModule.get(target);
          if (targetChunk !== undefined && home(targetChunk) !== key) imported.add(home(targetChunk));
        }
    }
    return imported;
  };
  const reaches = (from: string, to: string): boolean => {
    const seen = new Set<string>();
    const stack = [from];
    while (stack.length > 0) {
      const key = stack.pop() as string;
      if (key === to) return true;
      if (seen.has(key)) continue;
      seen.add(key);
      stack.push(...importsOf(key));
    }
    return false;
  };
  // A chunk holding an entry is what its import loads: never merged into another.
  const holdsEntry = (chunk: Chunk) => chunk.modules.some((id) => closures.has(id));
  // What each page loads beyond what it needs, from the merges so far: at most `minSize` bytes each.
  const extra = new Map<string, number>();
  const fits = (entries: Iterable<string>, size: number) =>
    [...entries].every((entry) => !byId.get(entry)?.isEntry || (extra.get(entry) ?? 0) + size <= minSize);
  const small = [...chunks.values()]
    .filter((chunk) => chunk.size < minSize && !holdsEntry(chunk))
    .sort((a, b) => a.size - b.size || a.key.localeCompare(b.key));
  // The modules of a chunk and of those merged into it.
  const members = (key: string) =>
    [...chunks.values()].filter((other) => home(other.key) === key).flatMap((other) => other.modules);
  // Whether every entry that loads `target` loads what `chunk` imports from elsewhere already.
  const importsLoaded = (chunk: Chunk, target: Chunk) => {
    const inside = new Set([...members(chunk.key), ...members(target.key)]);
    return members(chunk.key).every((id) =>
      (byId.get(id)?.imports ?? []).every(
        (imported) =>
          inside.has(imported) ||
          !byId.has(imported) ||
          [...target.entries].every((entry) => needing.get(imported)?.has(entry) || isLoaded(entry, imported)),
      ),
    );
  };
  const left = (chunk: Chunk) => chunk.modules.some(leave);
  for (const chunk of small) {
    if (home(chunk.key) !== chunk.key) continue;
    const others = (target: Chunk) => [...target.entries].filter((entry) => !chunk.entries.has(entry));
    // Only into a chunk loaded by all of the small one's entries, and whose other entries load what the
    // small one imports already: these load bytes they do not need (a page at most `minSize` in all).
    const targets = [...chunks.values()]
      .filter(
        (target) =>
          home(target.key) === target.key &&
          target.key !== chunk.key &&
          !left(target) &&
          [...chunk.entries].every((entry) => target.entries.has(entry)) &&
          fits(others(target), chunk.size) &&
          importsLoaded(chunk, target),
      )
      .sort((a, b) => others(a).length - others(b).length || b.size - a.size || a.key.localeCompare(b.key));
    // Merged, the two import what each imported: a chunk between them would import and be imported.
    const target = targets.find(
      (candidate) =>
        ![...importsOf(chunk.key)].some((key) => key !== candidate.key && reaches(key, candidate.key)) &&
        ![...importsOf(candidate.key)].some((key) => key !== chunk.key && reaches(key, chunk.key)),
    );
    if (!target) continue;
    for (const entry of others(target)) extra.set(entry, (extra.get(entry) ?? 0) + chunk.size);
    into.set(chunk.key, target.key);
    target.size += chunk.size;
  }

  // Names: an entry's chunk is named for it, any other for its largest module (a library's for its
  // package); each name once.
  const taken = new Set(reserved);
  const plan: ChunkPlan = new Map();
  const finals = [...chunks.values()].filter((chunk) => home(chunk.key) === chunk.key);
  finals.sort((a, b) => a.key.localeCompare(b.key));
  for (const chunk of finals) {
    if (left(chunk)) continue;
    const held = members(chunk.key);
    const entry = held.filter((id) => closures.has(id)).sort()[0];
    // The app's own modules name a chunk before the libraries'.
    const largest = [...held].sort(
      (a, b) =>
        Number(a.includes('/node_modules/')) - Number(b.includes('/node_modules/')) ||
        (byId.get(b)?.size ?? 0) - (byId.get(a)?.size ?? 0) ||
        a.localeCompare(b),
    )[0];
    const base = entry ? fileName(entry) : largest ? (packageName(largest) ?? fileName(largest)) : 'chunk';
    let name = base;
    for (let n = 2; taken.has(name); n += 1) name = `${base}${n}`;
    taken.add(name);
    for (const id of held) plan.set(id, name);
  }
  return plan;
}

/** A chunk group of Rolldown's code splitting, as written in the config. */
interface Group {
  name: string;
  test: RegExp;
}

/**
 * Long-lived chunks: an app deploy does not invalidate the framework in users' caches. Checked first,
 * their modules take no part in the plan.
 */
export const GROUPS: Group[] = [
  // The list of tips (10 KB brotli) loads only when the summary's tip is of another day (decision 044): a
  // chunk of its own, that takes in no module the first render needs.
  { name: 'tips', test: /(\/packages\/core\/src\/(data|domain)\/tips\.ts|\/home\/components\/tip-from-list\.tsx)$/ },
  { name: 'react', test: /node_modules\/(preact|react|react-dom|scheduler)\// },
  { name: 'router', test: /node_modules\/react-router\// },
  { name: 'zod', test: /node_modules\/zod\// },
  { name: 'query', test: /node_modules\/@tanstack\// },
  // Every icon the app draws, one request (6.8 KB brotli) instead of one per icon and page.
  { name: 'icons', test: /node_modules\/lucide-react\// },
];

/** The graph around the modules Rolldown hands the plan: every module they import or are imported by. */
function graphOf(ids: Iterable<string>, planned: Set<string>, ctx: Rolldown.ChunkingContext): PlanModule[] {
  const found = new Map<string, PlanModule>();
  const stack = [...ids];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (found.has(id)) continue;
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    found.set(id, {
      id,
      size: info.code?.length ?? 0,
      imports: info.importedIds,
      dynamicImports: info.dynamicallyImportedIds,
      isEntry: info.isEntry,
      planned: planned.has(id),
    });
    stack.push(...info.importedIds, ...info.dynamicallyImportedIds, ...info.importers, ...info.dynamicImporters);
  }
  return [...found.values()];
}

/** Rolldown's `output.codeSplitting`: the fixed groups, then every other module placed by `planChunks`. */
export function codeSplitting({
  minSize = MIN_CHUNK_SIZE,
  leave,
}: { minSize?: number; leave?: (id: string) => boolean } = {}): Rolldown.CodeSplittingOptions {
  // Rolldown calls every `test` of a group before its first `name`: the candidates are known by then.
  let candidates = new Set<string>();
  let plan: ChunkPlan | undefined;
  return {
    groups: [
      // A fixed group takes only its own modules, not what they import (the tips' helpers are the home's).
      ...GROUPS.map(({ name, test }) => ({ name, test, priority: 2, includeDependenciesRecursively: false })),
      {
        debugName: 'planned',
        name: (id: string, ctx: Rolldown.ChunkingContext) => {
          plan ??= planChunks(graphOf(candidates, candidates, ctx), {
            minSize,
            reserved: GROUPS.map((group) => group.name),
            ...(leave ? { leave } : {}),
          });
          return plan.get(id) ?? null;
        },
        test: (id: string) => {
          if (plan) {
            candidates = new Set();
            plan = undefined;
          }
          const planned = !GROUPS.some(({ test }) => test.test(id));
          if (planned) candidates.add(id);
          return planned;
        },
        priority: 1,
        includeDependenciesRecursively: false,
      },
    ],
  };
}

/** The first cycle among chunks' static imports (`a → b → a`), if there is one. */
export function findChunkCycle(imports: ReadonlyMap<string, readonly string[]>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (name: string): string[] | undefined => {
    if (state.get(name) === 'done') return undefined;
    if (state.get(name) === 'open') return [...path.slice(path.indexOf(name)), name];
    state.set(name, 'open');
    path.push(name);
    for (const next of imports.get(name) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(name, 'done');
    return undefined;
  };
  for (const name of [...imports.keys()].sort()) {
    const cycle = visit(name);
    if (cycle) return cycle;
  }
  return undefined;
}

/**
 * Fails the build when chunks import each other in a cycle: one of them would run before the module it
 * needs has run (as when the framework's chunk imported a helper's chunk that imported it back).
 */
export function noChunkCycles(): Plugin {
  return {
    name: 'prato:no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const imports = new Map<string, string[]>();
      for (const item of Object.values(bundle)) if (item.type === 'chunk') imports.set(item.fileName, item.imports);
      const cycle = findChunkCycle(imports);
      if (cycle) this.error(`Chunks que se importam em ciclo: ${cycle.join(' → ')}`);
    },
  };
}
