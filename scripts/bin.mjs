import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The file of an installed package's command, for `node` to run: `npx` would start npm first, about
 * 0.4 CPU-seconds each time (`npm test` calls eight commands).
 * @param {string} pkg the package's name
 * @param {string} [command] its command, when it has several (default: the name without its scope)
 */
export function binOf(pkg, command = pkg.split('/').pop()) {
  const dir = path.join('node_modules', pkg);
  const { bin } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const file = typeof bin === 'string' ? bin : bin?.[command ?? ''];
  if (!file) throw new Error(`${pkg} has no command ${command}`);
  return path.join(dir, file);
}
