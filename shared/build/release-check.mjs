// The shared package's version follows its content. Remotes are built and released alone: each build records the
// version of @immo237/shared it was made with (Module Federation's `version` / `requiredVersion`), so a change of
// the package's code that keeps its version would reach the browser as "the same" package with other code.
// `release.json` records, for the version in package.json, the SHA-256 of the package's files; `pnpm check:shared`
// (part of `pnpm test`) fails when the files changed and the version did not, and `pnpm shared:release` records a
// new version's content (refusing to overwrite the record of an unchanged version).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SHARED_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RECORD = 'release.json';
/** What the package is: its code and build helpers, not its tests, its record or its installed dependencies. */
const LEFT_OUT = new Set(['node_modules', '__tests__', '__node_tests__', RECORD, 'README.md']);

function filesOf(dir, root) {
  return readdirSync(dir)
    .filter((name) => !LEFT_OUT.has(name) && !name.startsWith('.'))
    .flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? filesOf(file, root) : [path.relative(root, file)];
    });
}

/** package.json without its version, so that bumping the version alone does not change the content. */
function packageJsonContent(text) {
  const { version: _version, ...rest } = JSON.parse(text);
  return JSON.stringify(rest);
}

/** The SHA-256 of the package's files (paths with '/' and contents), in a stable order. */
export function contentHash(root = SHARED_ROOT) {
  const hash = createHash('sha256');
  for (const file of filesOf(root, root).sort()) {
    const text = readFileSync(path.join(root, file), 'utf8');
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(file === 'package.json' ? packageJsonContent(text) : text);
    hash.update('\0');
  }
  return hash.digest('hex');
}

export function versionOf(root = SHARED_ROOT) {
  return JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version;
}

function readRecord(root) {
  try {
    return JSON.parse(readFileSync(path.join(root, RECORD), 'utf8'));
  } catch {
    return null;
  }
}

/** Null when the package's content is the one recorded for its version, else what is wrong (in English). */
export function releaseProblem(root = SHARED_ROOT) {
  const record = readRecord(root);
  const version = versionOf(root);
  const hash = contentHash(root);
  if (!record) return `shared/${RECORD} is missing: run \`pnpm shared:release\``;
  if (record.version === version && record.contentHash === hash) return null;
  if (record.version === version)
    return (
      `@immo237/shared changed but its version is still ${version}: raise "version" in shared/package.json ` +
      '(patch for a fix, minor for an addition, major for a change the remotes built before cannot take), ' +
      'then run `pnpm shared:release`'
    );
  return `@immo237/shared is now ${version} but shared/${RECORD} records ${record.version}: run \`pnpm shared:release\``;
}

/** Records the current version's content; refuses when the content changed under an already recorded version. */
export function recordRelease(root = SHARED_ROOT) {
  const record = readRecord(root);
  const version = versionOf(root);
  const hash = contentHash(root);
  if (record && record.version === version && record.contentHash !== hash) {
    throw new Error(releaseProblem(root) ?? 'unreachable');
  }
  writeFileSync(path.join(root, RECORD), `${JSON.stringify({ version, contentHash: hash }, null, 2)}\n`);
  return { version, contentHash: hash };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    if (process.argv.includes('--record')) {
      const { version } = recordRelease();
      console.log(`@immo237/shared ${version} recorded`);
    } else {
      const problem = releaseProblem();
      if (problem) {
        console.error(problem);
        process.exit(1);
      }
      console.log(`@immo237/shared ${versionOf()}: content matches its recorded release`);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
