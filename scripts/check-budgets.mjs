// Byte budgets, checked on the built dist/ folders with no browser. Run by `pnpm build`.
// - the JS the home page needs for its first render: the shell's entry and the chunks of its start-up import,
//   the shared singletons those chunks consume (transitively). The home page arrives drawn by the server; its
//   featured block (catalog's remoteEntry.js, the chunks of its FeaturedProperties expose and the singletons they
//   consume, the data layer among them) is hydrated once the browser is idle, so it has a budget of its own. The
//   sets are derived from each build's dist/chunk-graph.json (shared/build/chunk-graph-plugin.mjs) and
//   mf-stats.json, not from a hand list;
// - each remote's remoteEntry.js.
// Sizes are gzip level 9 of the emitted files (what the static servers send to a browser without brotli).
// `checkImageBudgets(uploadsDir)` checks the seeded images (scripts/bench-web.mjs calls it on a fresh data dir).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { startupFiles } from '../shared/build/chunk-graph-plugin.mjs';
import { REMOTES, SHELL, repoRoot } from './apps.mjs';

export const BUDGETS = {
  homeFirstRenderJs: 200 * 1024,
  homeIdleJs: 80 * 1024,
  remoteEntry: 30 * 1024,
  cardImage: 40 * 1024,
  galleryImage960: 150 * 1024,
};
const HOME_REMOTE = 'catalog';
const HOME_EXPOSE = 'FeaturedProperties';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (file) => zlib.gzipSync(readFileSync(file), { level: 9 }).length;
const readJson = (file) => {
  if (!existsSync(file))
    throw new Error(`${path.relative(repoRoot, file)} is missing: build first (pnpm build)`);
  return JSON.parse(readFileSync(file, 'utf8'));
};

function loadApp(dir) {
  const dist = path.join(repoRoot, dir, 'dist');
  const graph = readJson(path.join(dist, 'chunk-graph.json'));
  return { dir, dist, graph, stats: readJson(path.join(dist, 'mf-stats.json')) };
}

/**
 * Files of the shared modules `keys`, plus the shared modules those files consume in turn. With share strategy
 * "loaded-first" the shell's copy (registered first) serves everyone: what is fetched is the chunk group the
 * provider's provide-module starts (its consume fallbacks are never fetched then). A module the shell does not
 * provide comes from the first app in `providers` that does.
 */
function addShared(providers, keys, files, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    const provider = providers.find((app) => app.graph.groups.some((group) => group.provides.includes(key)));
    if (!provider) throw new Error(`no build provides the shared module "${key}"`);
    for (const group of provider.graph.groups.filter((candidate) => candidate.provides.includes(key))) {
      for (const file of group.files) files.set(`${provider.dir}/${file}`, path.join(provider.dist, file));
      addShared(providers, group.consumes, files, seen);
    }
  }
}

/** The files (label → absolute path) the home page's first render loads: the shell's start-up. */
export function homeFirstRenderFiles() {
  const shell = loadApp(SHELL.dir);
  const files = new Map();
  // The entry (main.*.js), then what its start-up import loads: the same set the shell's HTML preloads.
  const entryFiles = shell.graph.groups.filter((group) => group.entry).flatMap((group) => group.files);
  for (const file of [...entryFiles, ...startupFiles(shell.graph.groups)]) {
    files.set(`${shell.dir}/${file}`, path.join(shell.dist, file));
  }
  return files;
}

/** What the home page loads once idle, beyond its first render: the featured block's code. */
export function homeIdleFiles() {
  const shell = loadApp(SHELL.dir);
  const firstRender = homeFirstRenderFiles();
  const files = new Map();

  const remote = REMOTES.find((app) => app.name === HOME_REMOTE);
  const catalog = loadApp(remote.dir);
  const entryName = catalog.stats.metaData.remoteEntry.name;
  files.set(`${catalog.dir}/${entryName}`, path.join(catalog.dist, entryName));
  const expose = catalog.stats.exposes.find((entry) => entry.name === HOME_EXPOSE);
  if (!expose) throw new Error(`${catalog.dir} exposes no ${HOME_EXPOSE}`);
  const exposeConsumes = new Set(expose.requires ?? []);
  for (const file of expose.assets.js.sync)
    files.set(`${catalog.dir}/${file}`, path.join(catalog.dist, file));
  // The shared modules the expose's own chunk group consumes. Not every group holding one of its files: a
  // chunk shared with the remote's standalone bootstrap would bring that bootstrap's modules (e.g. the toaster).
  const exposeGroups = catalog.graph.groups.filter(
    (group) => group.name === `__federation_expose_${HOME_EXPOSE}`,
  );
  if (exposeGroups.length === 0)
    throw new Error(`${catalog.dir}/dist/chunk-graph.json has no ${HOME_EXPOSE} group`);
  for (const group of exposeGroups) for (const key of group.consumes) exposeConsumes.add(key);
  // Share strategy "loaded-first": the shell's copies, already loaded, serve the remote.
  addShared([shell, catalog], exposeConsumes, files);
  for (const label of firstRender.keys()) files.delete(label);
  return files;
}

export function checkJsBudgets() {
  const failures = [];
  const rows = [];
  const files = homeFirstRenderFiles();
  let total = 0;
  const detail = [];
  for (const [label, file] of files) {
    const size = gzipSize(file);
    total += size;
    detail.push([label, size]);
  }
  rows.push(['home first render JS (gzip)', total, BUDGETS.homeFirstRenderJs, `${files.size} files`]);
  const idle = homeIdleFiles();
  const idleTotal = [...idle.values()].reduce((sum, file) => sum + gzipSize(file), 0);
  rows.push(['home featured block, when idle (gzip)', idleTotal, BUDGETS.homeIdleJs, `${idle.size} files`]);
  if (idleTotal > BUDGETS.homeIdleJs) {
    failures.push(
      `the home's featured block is ${kb(idleTotal)} gzip, over its ${kb(BUDGETS.homeIdleJs)} budget`,
    );
  }
  if (total > BUDGETS.homeFirstRenderJs) {
    const biggest = detail
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([label, size]) => `${label} ${kb(size)}`)
      .join(', ');
    failures.push(
      `home first render JS is ${kb(total)} gzip, ${kb(total - BUDGETS.homeFirstRenderJs)} over the ` +
        `${kb(BUDGETS.homeFirstRenderJs)} budget (largest: ${biggest})`,
    );
  }
  for (const remote of REMOTES) {
    const file = path.join(repoRoot, remote.dir, 'dist', 'remoteEntry.js');
    if (!existsSync(file)) {
      failures.push(`${remote.dir}/dist/remoteEntry.js is missing: build first`);
      continue;
    }
    const size = gzipSize(file);
    rows.push([`${remote.dir}/remoteEntry.js (gzip)`, size, BUDGETS.remoteEntry, '']);
    if (size > BUDGETS.remoteEntry) {
      failures.push(
        `${remote.dir}/dist/remoteEntry.js is ${kb(size)} gzip, ${kb(size - BUDGETS.remoteEntry)} over the ` +
          `${kb(BUDGETS.remoteEntry)} budget`,
      );
    }
  }
  return { rows, failures, detail };
}

/** Seeded images in a data dir's uploads folder: `<id>-480.webp` are card images, `<id>-960.webp` gallery ones. */
export function checkImageBudgets(uploadsDir) {
  const failures = [];
  const rows = [];
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
  const all = walk(uploadsDir).filter((file) => file.endsWith('.webp'));
  for (const [width, budget, label] of [
    [480, BUDGETS.cardImage, 'card image (480 px)'],
    [960, BUDGETS.galleryImage960, 'gallery image (960 px)'],
  ]) {
    const images = all.filter((file) => new RegExp(`[-_.]${width}\\.webp$`).test(file));
    if (images.length === 0) {
      failures.push(`no seeded ${width} px image found under ${uploadsDir}`);
      continue;
    }
    let largest = 0;
    for (const file of images) {
      const size = statSync(file).size;
      largest = Math.max(largest, size);
      if (size > budget)
        failures.push(`${file} is ${kb(size)}, ${kb(size - budget)} over the ${kb(budget)} budget`);
    }
    rows.push([`largest ${label}`, largest, budget, `${images.length} files`]);
  }
  return { rows, failures };
}

export function printTable(rows) {
  const lines = rows.map(([what, size, budget, note]) => [
    what,
    kb(size),
    kb(budget),
    `${((size / budget) * 100).toFixed(0)} %`,
    note,
  ]);
  const header = ['budget', 'size', 'limit', 'used', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i].length)));
  const format = (line) =>
    line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const verbose = process.argv.includes('--files');
  const { rows, failures, detail } = checkJsBudgets();
  if (verbose)
    for (const [label, size] of detail.sort((a, b) => b[1] - a[1]))
      console.log(`${kb(size).padStart(9)}  ${label}`);
  if (failures.length > 0) {
    for (const failure of failures) console.error(`Budget exceeded: ${failure}`);
    printTable(rows);
    process.exit(1);
  }
  printTable(rows);
}
