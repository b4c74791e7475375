import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { onThisSite, tidyAddress } from '../tidy-address.mjs';

describe('the address a search form sent by the browser itself is tidied into', () => {
  it("trims the words and leaves blank fields out, as the application's own search does", () => {
    assert.equal(tidyAddress('/search?query=++villa+Kribi+'), '/search?query=villa+Kribi');
    assert.equal(tidyAddress('/search?query='), '/search');
    assert.equal(tidyAddress('/search?query=%20%20'), '/search');
    assert.equal(
      tidyAddress('/louer?query=&type=apartment&city=&district=&priceMin=&priceMax=500000&sort=recent'),
      '/louer?type=apartment&priceMax=500000&sort=recent',
    );
    assert.equal(
      tidyAddress('/search?city=Kribi&district=+Lob%C3%A9'),
      '/search?city=Kribi&district=Lob%C3%A9',
    );
  });

  it('leaves out the click identifiers and campaign tags a shared link picks up, keeping what a page reads', () => {
    assert.equal(tidyAddress('/details/villa-a-kribi?fbclid=IwAR3x_9aBc'), '/details/villa-a-kribi');
    assert.equal(
      tidyAddress('/search?query=douala&utm_source=whatsapp&utm_medium=social&page=2&gclid=Cj0K'),
      '/search?query=douala&page=2',
    );
    assert.equal(tidyAddress('/search?utm_campaign=x&Utm_Source=y'), '/search');
    // A parameter that only looks like one is kept.
    assert.equal(tidyAddress('/search?query=utm_source'), null);
    assert.equal(tidyAddress('/search?utm=1'), null);
  });

  it('leaves a tidy address alone, however it is spelled', () => {
    assert.equal(tidyAddress('/search'), null);
    assert.equal(tidyAddress('/search?query=villa%20Kribi&page=2'), null);
    assert.equal(tidyAddress('/search?query=villa+Kribi'), null);
    assert.equal(tidyAddress('/'), null);
    assert.equal(tidyAddress('/?'), null);
  });

  it('never leads to another site', () => {
    assert.equal(tidyAddress('//evil.example/search?query='), '/evil.example/search');
    assert.equal(tidyAddress('/\\evil.example?query=+x'), '/evil.example?query=x');
    assert.equal(onThisSite('//evil.example/login'), '/evil.example/login');
    assert.equal(onThisSite('/login?redirect=%2Fprofile'), '/login?redirect=%2Fprofile');
  });
});
