import { readFileSync } from 'node:fs';
import semver from 'semver';
import { expect, test } from 'vitest';

const root = new URL('../../../', import.meta.url);
const readJson = (file: string) => JSON.parse(readFileSync(new URL(file, root), 'utf8'));

interface LockedPackage {
  version?: string;
  optional?: boolean;
  engines?: { node?: string };
}

test('the README, the root engines and every locked dependency agree on the minimum Node version', () => {
  const manifest = readJson('package.json') as { engines: { node: string } };
  const minimum = semver.minVersion(manifest.engines.node);
  expect(minimum).not.toBeNull();
  const { major, minor } = minimum!;

  // The README promises the same minimum the root package.json declares.
  const readme = readFileSync(new URL('README.md', root), 'utf8');
  expect(readme).toContain(`Node.js ${major}.${minor}+`);

  // `npm ci` installs every non-optional locked package (npm skips optional ones whose engines do not
  // match), so each must run on that minimum: no EBADENGINE warning, no package that needs a newer Node.
  const lock = readJson('package-lock.json') as { packages: Record<string, LockedPackage> };
  const tooNew = Object.entries(lock.packages)
    .filter(([name, entry]) => name !== '' && !entry.optional && entry.engines?.node)
    .filter(([, entry]) => !semver.satisfies(minimum!, entry.engines!.node!))
    .map(([name, entry]) => `${name}@${entry.version} (node ${entry.engines!.node})`);
  expect(tooNew).toEqual([]);
});
