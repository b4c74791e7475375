import type { AuthUser } from '@immo237/shared/auth';
import type { User } from '@immo237/shared/api';

// The API spells names and dates two ways depending on the call: read whichever is there.
export const firstNameOf = (user: AuthUser | null | undefined) => user?.firstName || user?.firstname || '';
export const lastNameOf = (user: AuthUser | null | undefined) => user?.lastName || user?.lastname || '';
/** 'Afficher mon numéro sur mes annonces': the API's `showPhone`, kept in the store with the other user fields. */
export const showsPhoneOf = (user: AuthUser | null | undefined) =>
  Boolean((user as (AuthUser & { showPhone?: boolean }) | null | undefined)?.showPhone);
/** 'Langue des e-mails': the API's `language`, kept in the store with the other user fields (French if absent). */
export const mailLanguageOf = (user: AuthUser | null | undefined): 'fr' | 'en' =>
  (user as (AuthUser & { language?: string }) | null | undefined)?.language === 'en' ? 'en' : 'fr';
export const createdAtOf = (user: AuthUser | null | undefined) => user?.createdAt || user?.created_at || '';

/** An API user as the store keeps it: without nulls (the store's user type has none). */
export function toStoreUser(user: User): AuthUser {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(user)) if (value !== null) fields[key] = value;
  return fields as unknown as AuthUser;
}
