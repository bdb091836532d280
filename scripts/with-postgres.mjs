// Runs a command against a throwaway PostgreSQL cluster on 127.0.0.1, exported as TEST_DATABASE_URL.
// Usage: node scripts/with-postgres.mjs <command> [args...]
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, rmSync } from 'node:fs';
import path from 'node:path';
import { freePort } from './free-port.mjs';
import { scratchDir } from './scratch-dir.mjs';
import { ensurePostgresBin, userExists } from './system-deps.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('uso: node scripts/with-postgres.mjs <comando> [argumentos...]');
  process.exit(2);
}

const bin = ensurePostgresBin();
const isRoot = process.getuid?.() === 0;
// initdb refuses to run as root: run the cluster as the 'postgres' system user the package creates.
const runAs = isRoot ? 'postgres' : null;
if (runAs && !userExists(runAs)) {
  console.error("[pg] rodando como root, mas o usuário 'postgres' não existe; instale o pacote postgresql.");
  process.exit(1);
}

const dir = scratchDir('prato-pg-');
chmodSync(dir, 0o755);
const dataDir = path.join(dir, 'data');
if (runAs) {
  const uid = Number(spawnSync('id', ['-u', runAs]).stdout.toString().trim());
  const gid = Number(spawnSync('id', ['-g', runAs]).stdout.toString().trim());
  chownSync(dir, uid, gid);
}

function pgCommand(tool, toolArgs, options = {}) {
  const full = path.join(bin, tool);
  const [cmd, cmdArgs] = runAs ? ['runuser', ['-u', runAs, '--', full, ...toolArgs]] : [full, toolArgs];
  const result = spawnSync(cmd, cmdArgs, { stdio: options.quiet ? 'pipe' : 'inherit', encoding: 'utf8' });
  if (result.status !== 0 && !options.allowFailure) {
    console.error(result.stdout ?? '', result.stderr ?? '');
    throw new Error(`${tool} falhou (código ${result.status})`);
  }
  return result;
}

let stopped = false;
function stop() {
  if (stopped) return;
  stopped = true;
  pgCommand('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop'], { quiet: true, allowFailure: true });
  rmSync(dir, { recursive: true, force: true });
}

let exitCode = 1;
try {
  const port = await freePort();
  pgCommand('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale'], { quiet: true });
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  pgCommand('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start'], {
    quiet: true,
  });
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.log(`[pg] PostgreSQL temporário em 127.0.0.1:${port}`);
  const child = spawn(command, args, {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: url },
    shell: false,
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  exitCode = await new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
} catch (error) {
  console.error(`[pg] ${error instanceof Error ? error.message : error}`);
} finally {
  stop();
}
process.exit(exitCode);
