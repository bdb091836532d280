// Finds (and, as root, installs) what npm cannot install: Debian's chromium and postgresql.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
let aptUpdated = false;

function aptInstall(pkg) {
  if (!isRoot) return false;
  console.log(`[deps] instalando o pacote Debian '${pkg}' (apt-get)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    aptUpdated = true;
  }
  const result = spawnSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env });
  return result.status === 0;
}

// `npm ci`/`npm install` (the root package's postinstall) only warns: the tests stop with the message.
const warnOnly = process.argv.includes('--install-only');

function fail(what, pkg) {
  const message = `\n[deps] ${what} não encontrado. Instale com:\n\n    sudo apt-get update && sudo apt-get install -y ${pkg}\n`;
  if (warnOnly) {
    console.warn(message);
    return null;
  }
  console.error(message);
  process.exit(1);
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_HEADLESS_SHELL_PATH =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * Debian's Chromium, and its headless shell when it can be had: the E2E journeys run in the shell, a
 * quarter less CPU (decision 019), or in the full browser without it.
 */
export function ensureChromium() {
  if (!existsSync(CHROMIUM_HEADLESS_SHELL_PATH) && !aptInstall('chromium-headless-shell')) {
    console.log(
      `[deps] ${CHROMIUM_HEADLESS_SHELL_PATH} ausente: os E2E rodam no Chromium completo ` +
        '(instale o pacote chromium-headless-shell para gastar menos CPU).',
    );
  }
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  if (aptInstall('chromium') && existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  return fail('Chromium (/usr/bin/chromium)', 'chromium');
}

/** Directory with initdb/pg_ctl/postgres of the newest installed PostgreSQL. */
export function ensurePostgresBin() {
  const find = () => {
    if (process.env.PG_BIN && existsSync(`${process.env.PG_BIN}/initdb`)) return process.env.PG_BIN;
    const base = '/usr/lib/postgresql';
    if (!existsSync(base)) return null;
    const versions = readdirSync(base)
      .filter((v) => existsSync(`${base}/${v}/bin/initdb`))
      .sort((a, b) => Number(b) - Number(a));
    return versions.length ? `${base}/${versions[0]}/bin` : null;
  };
  const found = find();
  if (found) return found;
  if (aptInstall('postgresql')) {
    const installed = find();
    if (installed) return installed;
  }
  return fail('PostgreSQL (initdb, pg_ctl)', 'postgresql');
}

export function userExists(name) {
  try {
    execFileSync('id', ['-u', name], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

// Run by `npm ci` (postinstall) with --install-only, so a clean clone's system packages are installed
// with its npm packages, not in the middle of `npm test`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const chromium = ensureChromium();
  const postgres = ensurePostgresBin();
  if (chromium && postgres) console.log('[deps] chromium e postgresql disponíveis.');
}
