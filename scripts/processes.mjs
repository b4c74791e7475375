// Child processes of the scripts that build and start the site: running a command to its end, waiting for a
// server to answer, and the lines that say where the running site lives.
import { spawn } from 'node:child_process';
import { REMOTES, SHELL, hostFromEnv, portOf, repoRoot } from './apps.mjs';

/** Runs `command` from the repository's root with the terminal attached; rejects unless it exits 0. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: repoRoot, ...options });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** Where the shell, each remote and the API answer, as printed once the site runs. */
export function siteAddresses(apiUrl, env = process.env) {
  const host = hostFromEnv(env);
  const shell = `http://${host}:${portOf(SHELL, env)}`;
  return [
    shell,
    ...REMOTES.map((remote) => `  ${remote.name.padEnd(8)} http://${host}:${portOf(remote, env)}`),
    `  api      ${apiUrl}  (docs: ${shell}/api/docs)`,
  ].join('\n');
}

/**
 * Resolves with the first OK answer of `url`; rejects when `child` exits first or `timeoutMs` passes.
 * @param {string} url
 * @param {import('node:child_process').ChildProcess} child
 * @param {number} [timeoutMs]
 */
export async function waitFor(url, child, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${url}: the process stopped during start-up (exit code ${child.exitCode})`);
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
