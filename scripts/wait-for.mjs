// Waiting for a server started as a child process to answer, for the scripts that start the site.

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
