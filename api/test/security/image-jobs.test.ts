// Issue 18, point 5: image decoding and encoding run a bounded number of jobs at once for the whole process.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkImage, IMAGE_JOBS, imageJobs } from '../../src/lib/images.js';
import { pngImage } from '../helper.js';

test(`at most ${IMAGE_JOBS} image jobs run at once; the others wait their turn and all finish`, async () => {
  const image = await pngImage(800, 600);
  const uploads = Array.from({ length: IMAGE_JOBS * 3 }, () => checkImage(image));
  let most = 0;
  let sawWaiting = false;
  const watch = setInterval(() => {
    most = Math.max(most, imageJobs.activeCount);
    if (imageJobs.pendingCount > 0) sawWaiting = true;
  }, 1);
  // The first jobs are started on the next tick: look then, before any could finish.
  await new Promise((resolve) => setImmediate(resolve));
  most = Math.max(most, imageJobs.activeCount);
  if (imageJobs.pendingCount > 0) sawWaiting = true;
  await Promise.all(uploads);
  clearInterval(watch);
  assert.ok(most > 0 && most <= IMAGE_JOBS, `${most} jobs at once`);
  assert.ok(sawWaiting, 'some uploads waited for a free slot');
  assert.equal(imageJobs.activeCount + imageJobs.pendingCount, 0);
});
