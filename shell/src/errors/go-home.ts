/** A full page load of /: after a crash, in-memory state may be inconsistent, so the app starts afresh. */
export function goHome(): void {
  window.location.assign('/');
}
