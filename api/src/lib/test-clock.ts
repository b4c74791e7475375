import { readFileSync } from 'node:fs';

/**
 * The application's clock moved by a file (TEST_CLOCK_FILE, for the e2e site only): the file holds a number of
 * seconds to add to the real time, read at every look, so that a journey can let a visit's slot pass without
 * waiting for it. No file, or no number in it: the real time.
 */
export function fileClock(file: string): () => Date {
  return () => {
    let seconds = 0;
    try {
      seconds = Number(readFileSync(file, 'utf8').trim());
    } catch {
      // No file (yet, or any more): the real time.
    }
    return new Date(Date.now() + (Number.isFinite(seconds) ? seconds * 1000 : 0));
  };
}
