import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Badge, Button, Notice, TextField } from '@immo237/shared/ui';
import { useVerification } from '../hooks/use-verification';
import { SettingsPanel } from '../../../components/settings-panel';

const Panel = styled(SettingsPanel).attrs({ as: 'section' })`
  p {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
  }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const PHONE = /^\+?[0-9 ().-]{6,30}$/;
const TYPES = ['image/jpeg', 'image/png'];
const MAX_BYTES = 5 * 1024 * 1024;

/**
 * 'Devenir annonceur vérifié' on the profile: a phone number and a photo of an identity document,
 * then the request's state (waiting, approved with the badge, refused or ended with the reason, and a new try).
 */
export function VerificationPanel({ phone: knownPhone }: { phone?: string | null }) {
  const { t } = useTranslation('profile');
  const verification = useVerification();
  const [open, setOpen] = useState(false);
  const [phone, setPhone] = useState(knownPhone ?? '');
  const [document, setDocument] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ phone?: string; document?: string }>({});
  const status = verification.state?.status;
  if (!verification.available) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!phone.trim()) found.phone = t('verification.errors.phoneRequired');
    else if (!PHONE.test(phone.trim())) found.phone = t('verification.errors.phoneInvalid');
    if (!document) found.document = t('verification.errors.documentRequired');
    else if (!TYPES.includes(document.type)) found.document = t('verification.errors.type');
    else if (document.size >= MAX_BYTES) found.document = t('verification.errors.size');
    setErrors(found);
    if (found.phone || found.document || !document) return;
    try {
      await verification.send(phone.trim(), document);
      setOpen(false);
    } catch {
      // Shown by the hook's error; what was typed and picked stays.
    }
  };

  return (
    <Panel aria-labelledby="verification-title">
      <h2 id="verification-title">{t('verification.title')}</h2>
      {verification.loading ? (
        <p aria-busy="true">{t('verification.loading')}</p>
      ) : verification.loadFailed ? (
        <p role="alert">{t('verification.errors.load')}</p>
      ) : status === 'APPROVED' ? (
        <>
          <Badge tone="success">{t('verification.badge')}</Badge>
          <p>{t('verification.approved')}</p>
        </>
      ) : status === 'PENDING' ? (
        <Notice tone="info">
          <p>{t('verification.pending')}</p>
        </Notice>
      ) : (
        <>
          {status === 'REFUSED' ? (
            <Notice tone="danger">
              <p>{t('verification.refused', { reason: verification.state?.reason ?? '' })}</p>
            </Notice>
          ) : status === 'REVOKED' ? (
            // Ended by a change of name or phone, or by the team: the reason says which.
            <Notice tone="danger">
              <p>{t('verification.revoked', { reason: verification.state?.reason ?? '' })}</p>
            </Notice>
          ) : (
            <p>{t('verification.intro')}</p>
          )}
          {open ? (
            <Form method="post" noValidate onSubmit={submit} aria-label={t('verification.formLabel')}>
              <TextField
                label={t('verification.phone')}
                type="tel"
                autoComplete="tel"
                required
                value={phone}
                error={errors.phone}
                onChange={(event) => setPhone(event.target.value)}
              />
              <TextField
                label={t('verification.document')}
                hint={t('verification.documentHint')}
                type="file"
                accept={TYPES.join(',')}
                required
                error={errors.document}
                onChange={(event) => setDocument(event.target.files?.[0] ?? null)}
              />
              {verification.error ? (
                <Notice tone="danger">
                  <p>{verification.error}</p>
                </Notice>
              ) : null}
              <Actions>
                <Button type="submit" loading={verification.sending}>
                  {t('verification.submit')}
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => {
                    verification.reset();
                    setOpen(false);
                  }}
                >
                  {t('verification.cancel')}
                </Button>
              </Actions>
            </Form>
          ) : (
            <Button variant="secondary" onClick={() => setOpen(true)}>
              {t('verification.start')}
            </Button>
          )}
        </>
      )}
    </Panel>
  );
}
