/** How long the page waits for the site's service worker (registered once the page is live) before giving up. */
const WORKER_WAIT_MS = 10_000;

/** Whether this browser can receive push notifications: a service worker, the Push API and notifications. */
export function pushSupported(win: Window & typeof globalThis = window): boolean {
  return 'serviceWorker' in win.navigator && 'PushManager' in win && 'Notification' in win;
}

/** The site's service worker registration, once there is one (null when none comes in time). */
export async function siteRegistration(
  container: ServiceWorkerContainer = navigator.serviceWorker,
): Promise<ServiceWorkerRegistration | null> {
  const existing = await container.getRegistration();
  if (existing) return existing;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), WORKER_WAIT_MS);
  });
  try {
    return await Promise.race([container.ready, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** This device's current push subscription, if it has one. */
export async function currentSubscription(
  container: ServiceWorkerContainer = navigator.serviceWorker,
): Promise<PushSubscription | null> {
  const registration = await container.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** A base64url key (the site's VAPID public key) as the bytes the Push API takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
