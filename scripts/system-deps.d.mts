// Types of system-deps.mjs for the TypeScript tools that reuse it (bench/).
export const CHROMIUM_PATH: string;
export function ensureChromium(): string;
/** Directory with initdb/pg_ctl/postgres of the newest installed PostgreSQL (installs it as root). */
export function ensurePostgresBin(): string;
export function userExists(name: string): boolean;
