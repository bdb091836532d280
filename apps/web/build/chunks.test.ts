import { describe, expect, it } from 'vitest';
import { findChunkCycle, planChunks, type ChunkPlan, type PlanModule } from './chunks';

/** A module of the test graphs: `size` bytes, its static and dynamic imports. */
function mod(id: string, size: number, imports: string[] = [], dynamicImports: string[] = []): PlanModule {
  return { id, size, imports, dynamicImports, isEntry: false, planned: true };
}

function entry(id: string, imports: string[] = [], dynamicImports: string[] = []): PlanModule {
  return { ...mod(id, 100, imports, dynamicImports), isEntry: true };
}

/** The plan as chunk name → its modules, sorted. */
function chunksOf(plan: ChunkPlan): Record<string, string[]> {
  const chunks: Record<string, string[]> = {};
  for (const [id, name] of plan) (chunks[name] ??= []).push(id);
  for (const ids of Object.values(chunks)) ids.sort();
  return chunks;
}

describe('planChunks', () => {
  it('puts a module with the entries that load it, and names a chunk for its entry', () => {
    const plan = planChunks(
      [
        entry('/src/main.ts', ['/src/app.ts'], ['/src/routes/home.tsx', '/src/routes/plan.tsx']),
        mod('/src/app.ts', 20_000),
        mod('/src/routes/home.tsx', 20_000, ['/src/home-card.tsx', '/src/shared.ts']),
        mod('/src/home-card.tsx', 15_000),
        mod('/src/routes/plan.tsx', 20_000, ['/src/shared.ts']),
        mod('/src/shared.ts', 30_000),
      ],
      { minSize: 10_000 },
    );
    expect(chunksOf(plan)).toEqual({
      main: ['/src/app.ts', '/src/main.ts'],
      home: ['/src/home-card.tsx', '/src/routes/home.tsx'],
      plan: ['/src/routes/plan.tsx'],
      shared: ['/src/shared.ts'],
    });
  });

  it('leaves out of a lazy chunk what the entry importing it has loaded already', () => {
    const plan = planChunks(
      [
        entry('/src/main.ts', ['/src/api.ts'], ['/src/routes/home.tsx']),
        mod('/src/api.ts', 20_000),
        mod('/src/routes/home.tsx', 20_000, ['/src/api.ts']),
      ],
      { minSize: 10_000 },
    );
    expect(chunksOf(plan)).toEqual({ main: ['/src/api.ts', '/src/main.ts'], home: ['/src/routes/home.tsx'] });
  });

  it('merges a small shared chunk into the chunk that the fewest other entries load', () => {
    const plan = planChunks(
      [
        entry('/src/main.ts', [], ['/src/a.tsx', '/src/b.tsx', '/src/c.tsx']),
        mod('/src/a.tsx', 20_000, ['/src/tiny.ts', '/src/wide.ts', '/src/wider.ts']),
        mod('/src/b.tsx', 20_000, ['/src/tiny.ts', '/src/wide.ts', '/src/wider.ts']),
        mod('/src/c.tsx', 20_000, ['/src/wider.ts']),
        // Loaded by a and b: too small for a chunk of its own.
        mod('/src/tiny.ts', 500),
        // Loaded by a and b too, and large: the merge adds tiny to nobody's load.
        mod('/src/wide.ts', 20_000),
        // Loaded by a, b and c.
        mod('/src/wider.ts', 20_000),
      ],
      { minSize: 10_000 },
    );
    expect(plan.get('/src/tiny.ts')).toBe(plan.get('/src/wide.ts'));
    expect(plan.get('/src/wider.ts')).not.toBe(plan.get('/src/wide.ts'));
  });

  it("merges into a page's first load at most the minimum in all", () => {
    const graph = [
      entry('/src/landing.ts', ['/src/big.ts']),
      entry('/src/main.ts', [], ['/src/r1.tsx', '/src/r2.tsx', '/src/r3.tsx']),
      mod('/src/r1.tsx', 20_000, ['/src/big.ts', '/src/small1.ts']),
      mod('/src/r2.tsx', 20_000, ['/src/big.ts', '/src/small1.ts', '/src/small2.ts']),
      mod('/src/r3.tsx', 20_000, ['/src/big.ts', '/src/small2.ts']),
      // Loaded by the landing and every route.
      mod('/src/big.ts', 20_000),
      mod('/src/small1.ts', 6_000),
      mod('/src/small2.ts', 6_000),
    ];
    const plan = planChunks(graph, { minSize: 10_000 });
    // The landing takes in the first 6 KB; the next 6 KB would make 12.
    expect(plan.get('/src/small1.ts')).toBe(plan.get('/src/big.ts'));
    expect(plan.get('/src/small2.ts')).not.toBe(plan.get('/src/big.ts'));
  });

  it('does not merge a chunk into one loaded by entries that do not load what it imports', () => {
    const graph = (smallImports: string[]) => [
      entry('/src/landing.ts', [], ['/src/x.tsx']),
      entry('/src/main.ts', ['/src/heavy.ts'], ['/src/x.tsx', '/src/y.tsx', '/src/z.tsx']),
      mod('/src/heavy.ts', 50_000),
      mod('/src/x.tsx', 20_000, ['/src/wide.ts']),
      mod('/src/y.tsx', 20_000, ['/src/wide.ts', '/src/small.ts']),
      mod('/src/z.tsx', 20_000, ['/src/wide.ts', '/src/small.ts']),
      mod('/src/wide.ts', 20_000),
      // Loaded by y and z, after the app's page has loaded heavy.ts; x loads wide.ts, on the landing too.
      mod('/src/small.ts', 500, smallImports),
    ];
    const merged = planChunks(graph([]), { minSize: 10_000 });
    expect(merged.get('/src/small.ts')).toBe(merged.get('/src/wide.ts'));
    // With wide.ts, the landing's x would load heavy.ts.
    const apart = planChunks(graph(['/src/heavy.ts']), { minSize: 10_000 });
    expect(apart.get('/src/small.ts')).not.toBe(apart.get('/src/wide.ts'));
  });

  it('names each chunk once, and never with a reserved name', () => {
    const plan = planChunks(
      [
        entry('/src/main.ts', [], ['/src/a/index.tsx', '/src/b/index.tsx']),
        mod('/src/a/index.tsx', 20_000, ['/node_modules/@scope/icons/dist/index.js']),
        mod('/src/b/index.tsx', 20_000, ['/node_modules/@scope/icons/dist/index.js']),
        // Shared by both: a library's chunk takes its package's name.
        mod('/node_modules/@scope/icons/dist/index.js', 20_000),
      ],
      { minSize: 10_000, reserved: ['index'] },
    );
    expect(new Set(plan.values())).toEqual(new Set(['main', 'index2', 'index3', 'scope-icons']));
  });

  it('leaves the chunk of an entry that `leave` names to the bundler', () => {
    const plan = planChunks(
      [entry('/src/boot.ts', ['/src/preload.ts']), mod('/src/preload.ts', 500), entry('/src/main.ts')],
      { minSize: 10_000, leave: (id) => id === '/src/boot.ts' },
    );
    expect(plan.has('/src/boot.ts')).toBe(false);
    expect(plan.has('/src/preload.ts')).toBe(false);
    expect(plan.get('/src/main.ts')).toBe('main');
  });
});

describe('findChunkCycle', () => {
  it('finds chunks that import each other, directly or not', () => {
    expect(
      findChunkCycle(
        new Map([
          ['a', ['b']],
          ['b', ['a']],
        ]),
      ),
    ).toEqual(['a', 'b', 'a']);
    expect(
      findChunkCycle(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
        ]),
      ),
    ).toEqual(['a', 'b', 'c', 'a']);
  });

  it('finds none in a graph without cycles', () => {
    expect(
      findChunkCycle(
        new Map([
          ['app', ['react', 'router']],
          ['router', ['react']],
          ['react', []],
        ]),
      ),
    ).toBeUndefined();
  });
});
