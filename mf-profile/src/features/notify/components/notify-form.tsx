import { useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { object, string } from 'yup';
import { ApiError } from '@immo237/shared/api';
import { useAuthStore } from '@immo237/shared/auth';
import { media } from '@immo237/shared/theme';
import { Button } from '@immo237/shared/ui';
import { EMAIL_PATTERN, FormTextField, yupValidator } from '@immo237/shared/forms';
import { requestNotify, type NotifyTopic } from '../api/request-notify';

const Row = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  align-items: end;

  ${media.sm} {
    grid-template-columns: minmax(0, 1fr) auto;
  }
`;

const Note = styled.p<{ $error?: boolean }>`
  margin: ${({ theme }) => theme.spacing.xs} 0 0;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.success)};
`;

interface NotifyValues {
  email: string;
}

const validate = yupValidator<NotifyValues>(
  object({
    email: string().trim().required('notify.errors.required').matches(EMAIL_PATTERN, 'notify.errors.invalid'),
  }),
);

/** The e-mail box of a coming-soon area; the request is recorded by the API and acknowledged here. */
export function NotifyForm({ topic }: { topic: NotifyTopic }) {
  const { t } = useTranslation('profile');
  const email = useAuthStore((state) => state.user?.email ?? '');
  const [status, setStatus] = useState<'idle' | 'done' | 'failed' | 'tooMany'>('idle');

  const submit = async ({ email: value }: NotifyValues) => {
    try {
      await requestNotify(value.trim(), topic);
      setStatus('done');
    } catch (error) {
      setStatus(error instanceof ApiError && error.status === 429 ? 'tooMany' : 'failed');
    }
  };

  return (
    <Form<NotifyValues> initialValues={{ email }} validate={validate} onSubmit={submit}>
      {({ handleSubmit, submitting }) => (
        <>
          <Row method="post" noValidate onSubmit={handleSubmit}>
            <FormTextField
              ns="profile"
              name="email"
              type="email"
              autoComplete="email"
              label={t('notify.label')}
              placeholder={t('notify.placeholder')}
            />
            <Button type="submit" loading={submitting} disabled={status === 'done'}>
              {t('notify.submit')}
            </Button>
          </Row>
          <div aria-live="polite">
            {status === 'done' && <Note>{t('notify.success')}</Note>}
            {status === 'failed' && <Note $error>{t('notify.errors.failed')}</Note>}
            {status === 'tooMany' && <Note $error>{t('notify.errors.tooMany')}</Note>}
          </div>
        </>
      )}
    </Form>
  );
}
