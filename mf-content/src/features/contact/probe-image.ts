/**
 * Resolves true when the image at `url` loads within `timeoutMs`, false otherwise. An iframe gives no reliable
 * error event when its host is unreachable (the browser shows its own error page inside), an image does.
 */
export function probeImage(url: string, timeoutMs = 6000): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return Promise.resolve(false);
  return new Promise((resolve) => {
    const image = new Image();
    const timer = setTimeout(() => done(false), timeoutMs);
    function done(ok: boolean) {
      clearTimeout(timer);
      image.onload = null;
      image.onerror = null;
      resolve(ok);
    }
    image.onload = () => done(true);
    image.onerror = () => done(false);
    image.referrerPolicy = 'no-referrer';
    image.src = url;
  });
}
