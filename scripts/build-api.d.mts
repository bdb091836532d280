/** Bundles the server into `outDir` (default apps/api/dist); resolves to `outDir`. */
export function buildApi(outDir?: string): Promise<string>;
/** A bundle in a new folder of its own under apps/api/dist, named from `prefix`; resolves to that folder. */
export function buildApiScratch(prefix: string): Promise<string>;
