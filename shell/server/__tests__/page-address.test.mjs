import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SEARCH_FILTER_NAMES } from '@immo237/shared/search-filters';
import { READ_PARAMETERS, canonicalAddress, pageAddress, singleSlashAddress } from '../page-address.mjs';

test('the cache keys a page on its path and the parameters pages read, in the order received', () => {
  assert.deepEqual(pageAddress('/louer'), { path: '/louer', key: '/louer', plain: true });
  assert.deepEqual(pageAddress('/search?query=douala&page=2'), {
    path: '/search',
    key: '/search?query=douala&page=2',
    plain: true,
  });
  // A parameter no page reads: the address is not plain (drawn, never kept), its key is the page's.
  assert.deepEqual(pageAddress('/louer?x=random&city=Douala'), {
    path: '/louer',
    key: '/louer?city=Douala',
    plain: false,
  });
  assert.equal(pageAddress('/search?page=2&query=a').key, '/search?page=2&query=a');
});

test("the parameters the server knows pages read include every one of the catalogue's filters", () => {
  assert.ok(SEARCH_FILTER_NAMES.length >= 10);
  for (const name of SEARCH_FILTER_NAMES)
    assert.ok(READ_PARAMETERS.has(name), `${name} is read by the catalogue`);
});

test("an address starting with '//' or a backslash has a single-slash form on this site", () => {
  assert.equal(singleSlashAddress('//example.net/details/villa'), '/example.net/details/villa');
  assert.equal(singleSlashAddress('///example.net'), '/example.net');
  assert.equal(singleSlashAddress('/\\example.net/x?y=1'), '/example.net/x?y=1');
  assert.equal(singleSlashAddress('/details/villa'), null);
  assert.equal(singleSlashAddress('/'), null);
});

test('a canonical address is the public origin and the path, whatever the path looks like', () => {
  assert.equal(canonicalAddress('https://immo237.cm', '/louer'), 'https://immo237.cm/louer');
  assert.equal(
    canonicalAddress('https://immo237.cm', '//example.net/details/villa'),
    'https://immo237.cm/example.net/details/villa',
  );
  assert.equal(canonicalAddress('https://immo237.cm', '/\\example.net'), 'https://immo237.cm/example.net');
  assert.equal(canonicalAddress('http://127.0.0.1:3000', '/'), 'http://127.0.0.1:3000/');
});
