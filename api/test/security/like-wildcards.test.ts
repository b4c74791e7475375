// `%` and `_` typed in a search box are characters to find, not LIKE wildcards: the public search, the agents' search
// and the administrators' lists each match only rows whose text really holds them (escapeLike in lib/strings.ts).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createListing, login, setupTestApp, signedIn, signupConfirmed, uniqueEmail } from '../helper.js';

const ADMIN = uniqueEmail('admin');
let adminAuth: Record<string, string>;

/** Listing names and agent last names: one holds '%', one '_', one a backslash, one none of them. */
const NAMES = {
  percent: 'Studio 100%',
  underscore: 'Villa_Bonapriso',
  backslash: 'Duplex A\\B',
  plain: 'Maison simple',
};
const AGENTS = { percent: 'Cent%Pour', underscore: 'Sous_Tiret', plain: 'Mbarga' };

const ctx = setupTestApp({ adminEmails: [ADMIN.toLowerCase()] }, async (c) => {
  const owner = await signedIn(c.app);
  for (const name of Object.values(NAMES)) await createListing(c.app, owner.auth, { name });
  for (const lastName of Object.values(AGENTS)) {
    const email = uniqueEmail('agent');
    const res = await c.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: { email, password: 'Motdepasse1', firstName: 'Agent', lastName, role: 'USER' },
    });
    assert.equal(res.statusCode, 201, res.body);
    const session = await login(c.app, email);
    const profile = await c.app.inject({
      method: 'PUT',
      url: '/api/v1/user/agent-profile',
      headers: { authorization: `Bearer ${session.accessToken.token}` },
      payload: {
        specialty: 'furnished',
        cities: ['Douala'],
        languages: ['fr'],
        experience: 2,
        presentation: 'Agent à Douala.',
        showPhone: false,
        photo: '',
      },
    });
    assert.equal(profile.statusCode, 201, profile.body);
  }
  await signupConfirmed(c.app, ADMIN);
  adminAuth = { authorization: `Bearer ${(await login(c.app, ADMIN)).accessToken.token}` };
});

async function names(url: string, headers: Record<string, string> = {}): Promise<string[]> {
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  assert.equal(res.statusCode, 200, res.body);
  return (res.json().data as { name: string }[]).map((row) => row.name).sort();
}

const q = encodeURIComponent;

describe('search text holding % or _ is matched literally', () => {
  it('public search: query=% and query=_ find only the listings whose text holds them', async () => {
    assert.deepEqual(await names(`/api/v1/products/public/search?query=${q('%')}`), [NAMES.percent]);
    assert.deepEqual(await names(`/api/v1/products/public/search?query=${q('_')}`), [NAMES.underscore]);
    // A pattern of wildcards around letters: 'V_lla' is no spelling of 'Villa'.
    assert.deepEqual(await names(`/api/v1/products/public/search?query=${q('V_lla')}`), []);
    assert.deepEqual(await names(`/api/v1/products/public/search?query=${q('a\\b')}`), [NAMES.backslash]);
    // Ordinary words still match inside names.
    assert.deepEqual(await names(`/api/v1/products/public/search?query=bonapriso`), [NAMES.underscore]);
  });

  it('agent search: query=% and query=_ find only the agents whose name holds them', async () => {
    assert.deepEqual(await names(`/api/v1/agents?query=${q('%')}`), [`Agent ${AGENTS.percent}`]);
    assert.deepEqual(await names(`/api/v1/agents?query=${q('_')}`), [`Agent ${AGENTS.underscore}`]);
    assert.deepEqual(await names(`/api/v1/agents?query=${q('S_us')}`), []);
    assert.deepEqual(await names(`/api/v1/agents?query=tiret`), [`Agent ${AGENTS.underscore}`]);
  });

  it('administrators’ lists: query=% and query=_ find only listings and accounts holding them', async () => {
    assert.deepEqual(await names(`/api/v1/admin/listings?query=${q('%')}`, adminAuth), [NAMES.percent]);
    assert.deepEqual(await names(`/api/v1/admin/listings?query=${q('_')}`, adminAuth), [NAMES.underscore]);
    const users = async (query: string) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/admin/users?query=${q(query)}`,
        headers: adminAuth,
      });
      assert.equal(res.statusCode, 200, res.body);
      return (res.json().data as { lastname: string }[]).map((u) => u.lastname);
    };
    assert.deepEqual(await users('%'), [AGENTS.percent]);
    // Every test e-mail holds '.', none '_': only the account whose name holds it.
    assert.deepEqual(await users('_'), [AGENTS.underscore]);
  });
});
