import type { ParseKeys } from 'i18next';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@immo237/shared/api';
import { useAuthStore } from '@immo237/shared/auth';
import { toast } from '@immo237/shared/toast';
import { toStoreUser } from '../../../lib/user-fields';
import { emailChanges, type ProfileFormValues } from '../profile-schema';
import { updateProfile } from '../api/update-profile';

// Profile update: a message per known code, the page's failure text otherwise.
const codeMessages: Record<string, ParseKeys<'profile'>> = {
  VALIDATION_ERROR: 'home.errors.validation',
  UNAUTHORIZED: 'home.errors.unauthorized',
  USER_ALREADY_EXISTS: 'home.errors.emailTaken',
  CURRENT_PASSWORD_REQUIRED: 'home.errors.currentPasswordRequired',
  INVALID_CURRENT_PASSWORD: 'home.errors.currentPasswordWrong',
  TOO_MANY_REQUESTS: 'home.errors.tooManyEmailChanges',
};

/**
 * PATCH update-profile; the answer replaces the stored user. Resolves true on success. A second call
 * while one is in flight is ignored, guarded by a ref so even a double click in one tick counts.
 */
export function useSaveProfile() {
  const { t } = useTranslation('profile');
  const inFlight = useRef(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = useCallback(
    async (values: ProfileFormValues): Promise<boolean> => {
      if (inFlight.current) return false;
      inFlight.current = true;
      setSaving(true);
      setError(null);
      try {
        const user = await updateProfile({
          firstname: values.firstname.trim(),
          lastname: values.lastname.trim(),
          email: values.email.trim(),
          // As typed, any blank (a pasted no-break space too) as a plain space: the API checks the number against
          // the same rule and stores it without spaces.
          phone: values.phone.trim().replace(/\s+/g, ' ') || null,
          // Nothing to show without a number.
          showPhone: Boolean(values.phone.trim()) && Boolean(values.showPhone),
          bio: values.bio.trim() || null,
          language: values.language,
          // Sent only when the e-mail changes, the one case the API asks for it.
          ...(emailChanges(values, useAuthStore.getState().user?.email) && values.currentPassword
            ? { currentPassword: values.currentPassword }
            : {}),
        });
        useAuthStore.getState().updateUser(toStoreUser(user));
        toast.success(t('home.saved'), { id: 'profile-save', duration: 4000 });
        return true;
      } catch (caught) {
        const code = caught instanceof ApiError ? caught.code : '';
        const message = t(codeMessages[code] ?? 'home.errors.failed');
        setError(message);
        toast.error(t('home.errors.failed'), { id: 'profile-save', duration: 4000 });
        return false;
      } finally {
        inFlight.current = false;
        setSaving(false);
      }
    },
    [t],
  );

  return { save, saving, error, clearError: () => setError(null) };
}
