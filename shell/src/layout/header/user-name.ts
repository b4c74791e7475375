import type { AuthUser } from '@immo237/shared/auth';

/** First and last name whatever the call spelt them (firstName / firstname), else the pseudo. */
export function displayName(user: AuthUser | null): string | null {
  if (!user) return null;
  const first = user.firstName ?? user.firstname ?? '';
  const last = user.lastName ?? user.lastname ?? '';
  const full = `${first} ${last}`.trim();
  return full || user.pseudo || null;
}

export function initials(user: AuthUser | null): string {
  const name = displayName(user) ?? user?.email ?? '?';
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}
