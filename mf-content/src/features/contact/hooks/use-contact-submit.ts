import { useState } from 'react';
import type { FormApi } from 'final-form';
import { useTranslation } from 'react-i18next';
import { sendContactMessage, type ContactSubject } from '@immo237/shared/api';
import { toast } from '@immo237/shared/toast';
import { sendErrorKey, type SendErrorKey } from '../../../lib/send-error-key';
import type { ContactValues } from '../contact-schema';

export type ContactStatus = { kind: 'idle' } | { kind: 'success' } | { kind: 'failure'; key: SendErrorKey };

/**
 * Spec §4 contact form: idle → sending → success (fields emptied) or failure (fields kept, banner + toast).
 * The 'sending' state is final-form's `submitting`.
 */
export function useContactSubmit() {
  const { t } = useTranslation('content');
  const [status, setStatus] = useState<ContactStatus>({ kind: 'idle' });

  const submit = async (values: ContactValues, form: FormApi<ContactValues>) => {
    setStatus({ kind: 'idle' });
    const phone = values.phone.trim();
    try {
      await sendContactMessage({
        name: values.name.trim(),
        email: values.email.trim(),
        ...(phone ? { phone } : {}),
        subject: values.subject as ContactSubject,
        message: values.message.trim(),
      });
      setStatus({ kind: 'success' });
      // final-form refuses a restart inside onSubmit; right after it, the form is free again.
      setTimeout(() => form.restart());
    } catch (error) {
      setStatus({ kind: 'failure', key: sendErrorKey(error) });
      toast.error(t('contact.errorToast'), { id: 'contact-send' });
    }
  };

  return { status, submit };
}
