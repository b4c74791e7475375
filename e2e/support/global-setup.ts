import { startSite, type Site } from './site';

export default async function globalSetup() {
  const site = await startSite();
  const { process: _child, ...info } = site;
  // Workers inherit this process's environment: that is how tests learn the site's address.
  process.env.E2E_SITE = JSON.stringify(info);
  // Handed to the teardown, which runs in this same process.
  (globalThis as { __immo237Site?: Site }).__immo237Site = site;
}
