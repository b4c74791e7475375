import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '@immo237/shared/api';
import { toast } from '@immo237/shared/toast';
import type { RegisterValues } from '../register-schema';
import { signup } from '../api/signup';

/** The API limits the pseudo to 60 characters. */
const PSEUDO_MAX = 60;

type FailureKey = 'register.userExists' | 'register.invalidData' | 'register.failed';

function failureOf(error: unknown): FailureKey {
  const code = error instanceof ApiError ? error.code : undefined;
  if (code === 'USER_ALREADY_EXISTS') return 'register.userExists';
  if (code === 'VALIDATION_ERROR') return 'register.invalidData';
  return 'register.failed';
}

/**
 * Signup: role USER, pseudo = first and last name joined, and the page's language as the account's e-mail language. Success goes to /login, which says
 * where the confirmation e-mail went; a failure is kept on the page (and toasted) with the form intact.
 */
export function useRegister() {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const [failure, setFailure] = useState<FailureKey | null>(null);

  const submit = useCallback(
    async (values: RegisterValues) => {
      setFailure(null);
      const firstName = values.firstName.trim();
      const lastName = values.lastName.trim();
      const email = values.email.trim();
      try {
        await signup({
          firstName,
          fullname: firstName,
          lastName,
          email,
          password: values.password,
          pseudo: `${firstName} ${lastName}`.slice(0, PSEUDO_MAX),
          role: 'USER',
          // The account's e-mails are written in the language of the page it signed up on.
          language: i18n.language.startsWith('en') ? 'en' : 'fr',
        });
        toast.success(t('register.success'), { id: 'register' });
        navigate('/login', { state: { registeredEmail: email } });
      } catch (error) {
        const key = failureOf(error);
        setFailure(key);
        toast.error(t(key), { id: 'register' });
      }
    },
    [i18n, navigate, t],
  );

  return { submit, failure };
}
