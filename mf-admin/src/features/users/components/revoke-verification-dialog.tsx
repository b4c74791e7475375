import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ApiError, type AdminUser } from '@immo237/shared/api';
import { useDataClient } from '@immo237/shared/data';
import { toast } from '@immo237/shared/toast';
import { Button, Dialog, TextAreaField } from '@immo237/shared/ui';
import { ADMIN_KEY } from '../../../lib/admin-data';
import { revokeVerification } from '../api/revoke-verification';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};

  p {
    margin: 0;
  }
`;

const FailureMessage = styled.p`
  padding: ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
`;

type Failure = 'notVerified' | 'notFound' | 'failed';

/** The API's refusal in the area's words: the account lost its badge meanwhile, or is gone. */
function failureOf(error: unknown): Failure {
  if (error instanceof ApiError) {
    if (error.code === 'NOT_VERIFIED' || error.status === 409) return 'notVerified';
    if (error.code === 'USER_NOT_FOUND' || error.status === 404) return 'notFound';
  }
  return 'failed';
}

interface RevokeVerificationDialogProps {
  user: AdminUser;
  onClose: () => void;
}

/**
 * 'Retirer la vérification': asks for the reason the member will be mailed (required), then ends the account's
 * verification. Success closes the dialog, says so in a toast and reads the area's lists again; a refusal is said in
 * the dialog and keeps what was typed.
 */
export function RevokeVerificationDialog({ user, onClose }: RevokeVerificationDialogProps) {
  const { t } = useTranslation('admin');
  const client = useDataClient();
  const formId = useId();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [sending, setSending] = useState(false);
  const name = `${user.firstname} ${user.lastname}`.trim() || user.email;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (!reason.trim()) {
      setReasonMissing(true);
      reasonRef.current?.focus();
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      await revokeVerification(user.id, reason.trim());
    } catch (error) {
      const found = failureOf(error);
      setFailure(found);
      setSending(false);
      // The list was out of date: read it again so the row says what the account is now.
      if (found !== 'failed') void client.invalidateQueries({ queryKey: ADMIN_KEY });
      return;
    }
    toast.success(t('users.revoke.done'), { id: 'admin-action', duration: 3000 });
    onClose();
    await client.invalidateQueries({ queryKey: ADMIN_KEY });
  };

  return (
    <Dialog
      open
      onClose={() => !sending && onClose()}
      size="sm"
      title={t('users.revoke.title', { name })}
      initialFocusRef={reasonRef}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={sending}>
            {t('users.revoke.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={sending}>
            {t('users.revoke.confirm')}
          </Button>
        </>
      }
    >
      <Form id={formId} method="post" noValidate onSubmit={submit}>
        <p>{t('users.revoke.intro')}</p>
        <TextAreaField
          ref={reasonRef}
          label={t('users.revoke.reason')}
          name="reason"
          required
          rows={4}
          maxLength={1000}
          value={reason}
          error={reasonMissing ? t('users.revoke.reasonRequired') : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setReasonMissing(false);
          }}
        />
        {failure ? <FailureMessage role="alert">{t(`users.revoke.${failure}`)}</FailureMessage> : null}
      </Form>
    </Dialog>
  );
}
