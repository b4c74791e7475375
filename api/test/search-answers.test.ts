// The public search's kept answers (plugins/app/search-answers.ts), by themselves: found only at the version they
// were read at, the least recently used dropped past the capacity, nothing kept at capacity 0 or past the size cap.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import type { Config } from '../src/config.js';
import searchAnswersPlugin, {
  ANSWER_MAX_BYTES,
  createSearchAnswers,
} from '../src/plugins/app/search-answers.js';
import '../src/types.js';

/** A version reader that counts how often it is asked. */
function versionAt(version: string) {
  const reader = async () => {
    reader.asked += 1;
    return version;
  };
  reader.asked = 0;
  return reader;
}

test('an answer is found at the version it was read at, and the version is read only for a kept page', async () => {
  const answers = createSearchAnswers(1024);
  const v1 = versionAt('1');
  assert.equal(await answers.find('page-1', v1), undefined);
  assert.equal(v1.asked, 0, 'nothing kept: no version read');
  answers.keep('page-1', '1', '{"a":1}');
  assert.equal(await answers.find('page-1', v1), '{"a":1}');
  assert.equal(v1.asked, 1);
  assert.equal(answers.bytes, '{"a":1}'.length);
});

test('an answer read at another version is dropped', async () => {
  const answers = createSearchAnswers(1024);
  answers.keep('page-1', '1', '{"a":1}');
  assert.equal(await answers.find('page-1', versionAt('2')), undefined);
  assert.equal(answers.size, 0);
  assert.equal(answers.bytes, 0);
});

test('past the capacity the least recently used answers go first', async () => {
  const answers = createSearchAnswers(30);
  answers.keep('a', '1', 'x'.repeat(10));
  answers.keep('b', '1', 'y'.repeat(10));
  answers.keep('c', '1', 'z'.repeat(10));
  // 'a' is used again: 'b' is now the least recently used.
  assert.ok(await answers.find('a', versionAt('1')));
  answers.keep('d', '1', 'w'.repeat(10));
  assert.equal(answers.size, 3);
  assert.equal(answers.bytes, 30);
  assert.equal(await answers.find('b', versionAt('1')), undefined);
  for (const key of ['a', 'c', 'd']) assert.ok(await answers.find(key, versionAt('1')), key);
});

test('a page kept again replaces its answer without counting it twice', () => {
  const answers = createSearchAnswers(1024);
  answers.keep('a', '1', 'x'.repeat(10));
  answers.keep('a', '2', 'y'.repeat(20));
  assert.equal(answers.size, 1);
  assert.equal(answers.bytes, 20);
});

test('nothing is kept at capacity 0, nor an answer heavier than the cap of one answer', () => {
  const none = createSearchAnswers(0);
  none.keep('a', '1', '{}');
  assert.equal(none.size, 0);
  const large = createSearchAnswers(4 * ANSWER_MAX_BYTES);
  large.keep('a', '1', 'x'.repeat(ANSWER_MAX_BYTES + 1));
  assert.equal(large.size, 0);
  large.keep('b', '1', 'x'.repeat(ANSWER_MAX_BYTES));
  assert.equal(large.size, 1);
});

test('the plugin decorates the app with a store sized by SEARCH_ANSWERS_MB (searchAnswerCacheBytes)', async () => {
  const app = Fastify();
  app.decorate('config', { searchAnswerCacheBytes: 2048 } as Config);
  await app.register(searchAnswersPlugin);
  await app.ready();
  assert.equal(app.searchAnswers.capacity, 2048);
  app.searchAnswers.keep('a', '1', '{}');
  assert.equal(app.searchAnswers.size, 1);
  await app.close();
});
