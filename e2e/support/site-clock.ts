import { rm, writeFile } from 'node:fs/promises';
import type { SiteInfo } from './fixtures';

/**
 * Moves the API's clock (its TEST_CLOCK_FILE) so that it reads `at`: the site then lives that much later than now,
 * for instance once a visit's slot is over. The browser keeps the real time.
 */
export async function moveSiteClockTo(site: SiteInfo, at: Date): Promise<void> {
  await writeFile(site.clockFile, String(Math.ceil((at.getTime() - Date.now()) / 1000)));
}

/** Brings the API's clock back to the real time. */
export async function resetSiteClock(site: SiteInfo): Promise<void> {
  await rm(site.clockFile, { force: true });
}
