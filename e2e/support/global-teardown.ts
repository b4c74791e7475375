import { stopSite, type Site } from './site';

export default async function globalTeardown() {
  const site = (globalThis as { __immo237Site?: Site }).__immo237Site;
  if (site) await stopSite(site.process);
}
