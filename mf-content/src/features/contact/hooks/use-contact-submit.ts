import type { FormApi } from 'final-form';
import { useTranslation } from 'react-i18next';
import type { ContactMessage, ContactSubject } from '@immo237/shared/api';
import { useDataClient, useMutation } from '@immo237/shared/data';
import { toast } from '@immo237/shared/toast';
import { sendErrorKey, type SendErrorKey } from '../../../lib/send-error-key';
import type { ContactValues } from '../contact-schema';
import { sendContactMessage } from '../api/send-contact-message';

export type ContactStatus = { kind: 'idle' } | { kind: 'success' } | { kind: 'failure'; key: SendErrorKey };

/**
 * The contact form: idle → sending → success (fields emptied) or failure (fields kept, banner + toast).
 * The call is a TanStack mutation; the 'sending' state is final-form's `submitting` (the mutation's pending).
 */
export function useContactSubmit() {
  const { t } = useTranslation('content');
  const client = useDataClient();
  const mutation = useMutation({ mutationFn: (input: ContactMessage) => sendContactMessage(input) }, client);

  const submit = async (values: ContactValues, form: FormApi<ContactValues>) => {
    mutation.reset();
    const phone = values.phone.trim();
    try {
      await mutation.mutateAsync({
        name: values.name.trim(),
        email: values.email.trim(),
        ...(phone ? { phone } : {}),
        subject: values.subject as ContactSubject,
        message: values.message.trim(),
      });
    } catch {
      toast.error(t('contact.errorToast'), { id: 'contact-send' });
      return;
    }
    // final-form refuses a restart inside onSubmit; right after it, the form is free again.
    setTimeout(() => form.restart());
  };

  const status: ContactStatus = mutation.isSuccess
    ? { kind: 'success' }
    : mutation.isError
      ? { kind: 'failure', key: sendErrorKey(mutation.error) }
      : { kind: 'idle' };
  return { status, submit };
}
