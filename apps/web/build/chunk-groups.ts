// Which chunk each module goes to (Rollup's `manualChunks`), so that a phone opening the signed-in /home
// or /login fetches a dozen scripts instead of twenty. Left to itself, Rollup makes one chunk per set of
// routes that share a module: the layout's helpers, a schema the home shares with the diary, the offline
// queue… each a request of 1–5 KB, and on a phone's connection every request waits its turn on one of six
// connections, a round trip each.
//
// A module's group is the set of "roots" that import it statically (directly or not):
//   - `boot`: the app's first script (src/boot.ts), which runs before the app and stays small;
//   - `app`: the app's entry (src/main.tsx); `landing`: the landing's entry (src/landing-main.tsx);
//   - `signed-in`: the signed-in layout, and what the home shares with another signed-in page;
//   - `sign-in`: the sign-in layout and page (/login, /register);
//   - `landing`: the landing's own modules (the app's own landing route loads them too).
// The pages a root serves always load it (every signed-in page has the layout; the app's shell always
// loads boot and the app), so a page fetches a group only when it needs something in it. A module's
// imports are imported by every root that imports it, so a group imports only groups loaded wherever it
// is, and no group drags another's modules in (Rollup would put an unassigned import of a manual chunk's
// module into that chunk). Modules of no root (a route's own, what only other routes share) are left to
// Rollup, as before.
import type { ManualChunkMeta } from 'rollup';

export interface ChunkRoots {
  boot: string;
  app: string;
  landing: string;
  /** The signed-in layout and the home, and the other signed-in pages. */
  signedIn: { layout: string; home: string; otherPages: string[] };
  /** The sign-in layout and page. */
  signIn: string[];
}

/** Every module `roots` import statically, directly or not, themselves included. */
function staticGraph(roots: string[], meta: ManualChunkMeta): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(meta.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The chunk of a module imported by these roots. Boot's modules that the app or the landing share are
 * named for what they are (the paths), the app's that the landing shares are `shared`; the others are
 * named for their roots.
 */
function groupName(roots: { boot: boolean; app: boolean; landing: boolean; signedIn: boolean; signIn: boolean }) {
  if (roots.boot) return roots.landing ? 'paths' : 'boot';
  if (roots.app) return roots.landing ? 'shared' : 'app';
  const pages = [roots.landing && 'landing', roots.signIn && 'sign-in', roots.signedIn && 'signed-in'].filter(
    (name): name is string => typeof name === 'string',
  );
  return pages.length > 0 ? pages.join('-and-') : undefined;
}

/** A `manualChunks`-style function: the chunk of a module, or undefined to leave it to Rollup. */
export function chunkGroups(roots: ChunkRoots): (id: string, meta: ManualChunkMeta) => string | undefined {
  let groups: Map<string, string> | undefined;
  const build = (meta: ManualChunkMeta) => {
    const boot = staticGraph([roots.boot], meta);
    const app = staticGraph([roots.app], meta);
    const landing = staticGraph([roots.landing], meta);
    const layout = staticGraph([roots.signedIn.layout], meta);
    const home = staticGraph([roots.signedIn.home], meta);
    const otherPages = staticGraph(roots.signedIn.otherPages, meta);
    const signIn = staticGraph(roots.signIn, meta);
    const result = new Map<string, string>();
    for (const id of meta.getModuleIds()) {
      const name = groupName({
        boot: boot.has(id),
        app: app.has(id),
        landing: landing.has(id),
        signedIn: layout.has(id) || (home.has(id) && otherPages.has(id)),
        signIn: signIn.has(id),
      });
      if (name) result.set(id, name);
    }
    return result;
  };
  return (id, meta) => {
    groups ??= build(meta);
    return groups.get(id);
  };
}
