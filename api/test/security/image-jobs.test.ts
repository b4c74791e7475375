// Image decoding and encoding run a bounded number of jobs at once for the whole process
// (docs/SECURITY.md, scraping and floods): the limit holds, and every place that runs sharp on an upload goes through it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkImage, IMAGE_JOBS, imageJobs, storeImage } from '../../src/lib/images.js';
import type { ImageStore } from '../../src/plugins/app/image-store.js';
import { encodeDocument } from '../../src/services/verifications.js';
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

test('every image job takes a slot: upload checks, listing photos and identity documents wait while all are busy', async () => {
  const image = await pngImage(200, 150);
  const stored: string[] = [];
  const store: ImageStore = {
    put: async (key) => void stored.push(key),
    remove: async () => undefined,
    url: (key) => `/uploads/${key}`,
  };
  let open = () => undefined as void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const held = Array.from({ length: IMAGE_JOBS }, () => imageJobs(() => gate));
  assert.equal(imageJobs.activeCount, IMAGE_JOBS);
  const done: string[] = [];
  const jobs = Object.entries({
    'upload check': () => checkImage(image),
    'listing photo': () => storeImage(store, image),
    'identity document': () => encodeDocument(image),
  }).map(([name, job]) => job().then(() => void done.push(name)));
  // Each asks for a slot before any work: the header read of the check as well as the encodings.
  assert.equal(imageJobs.pendingCount, 3, 'each asked for a slot first');
  await new Promise((resolve) => setTimeout(resolve, 300));
  assert.deepEqual(done, [], 'nothing ran while every slot was busy');
  assert.equal(imageJobs.pendingCount, 3, 'each waits for a slot');
  assert.deepEqual(stored, []);
  open();
  await Promise.all([...held, ...jobs]);
  assert.equal(done.length, 3);
  assert.equal(stored.length, 3, 'the photo, in every width');
});

test("an upload check's decode takes a slot of its own after its header read", async () => {
  const image = await pngImage(200, 150);
  const opens: (() => void)[] = [];
  const hold = () => imageJobs(() => new Promise<void>((resolve) => opens.push(resolve)));
  const held = Array.from({ length: IMAGE_JOBS }, hold);
  let checked = false;
  const check = checkImage(image).then(() => void (checked = true));
  assert.equal(imageJobs.pendingCount, 1, 'the header read waits');
  // p-limit starts a job's function a few microtasks after giving it a slot.
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(opens.length, IMAGE_JOBS);
  // One slot is freed for the header read; the next free slot is taken back at once.
  opens.shift()?.();
  held.push(hold());
  await new Promise((resolve) => setTimeout(resolve, 300));
  assert.equal(checked, false, 'the decode waited for a slot');
  assert.equal(imageJobs.pendingCount, 1);
  while (opens.length) opens.shift()?.();
  // The jobs held later are waiting in the queue: let them through too.
  await check;
  while (opens.length) opens.shift()?.();
  await Promise.all(held);
  assert.equal(imageJobs.activeCount + imageJobs.pendingCount, 0);
});
