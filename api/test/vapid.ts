import { readFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

/** A VAPID pair as VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, for the set-ups with DATABASE_URL (which must give one). */
export function testVapidKeys(): { VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string } {
  const pair = webpush.generateVAPIDKeys();
  return { VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey };
}

/** The pair an embedded set-up generated into its DATA_DIR, as the settings of the same site on PostgreSQL. */
export function vapidFromDataDir(dataDir: string): { VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string } {
  const kept = JSON.parse(readFileSync(path.join(dataDir, 'vapid-keys.json'), 'utf8')) as Record<
    string,
    string
  >;
  return { VAPID_PUBLIC_KEY: kept.publicKey as string, VAPID_PRIVATE_KEY: kept.privateKey as string };
}
