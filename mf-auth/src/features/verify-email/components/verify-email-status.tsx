import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, ButtonLink, Notice, Spinner } from '@immo237/shared/ui';
import { Link } from 'react-router-dom';
import { useVerifyEmail } from '../hooks/use-verify-email';
import { ResendPanel } from './resend-panel';

const Waiting = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
`;

const Title = styled.h2`
  margin: ${({ theme }) => `0 0 ${theme.spacing.xs}`};
  font-size: ${({ theme }) => theme.typography.fontSizes.lg};
`;

/** What /auth/verify-email?token=… shows, state by state. */
export function VerifyEmailStatus({ token }: { token: string | null }) {
  const { t } = useTranslation('auth');
  const { state, email, retry } = useVerifyEmail(token);

  switch (state) {
    case 'verifying':
      return (
        <div role="status" aria-busy="true">
          <Waiting>
            <Spinner />
            {t('verifyEmail.verifying')}
          </Waiting>
        </div>
      );
    case 'verified':
      return (
        <>
          <Notice tone="success">
            <Title>{t('verifyEmail.verified')}</Title>
            <p>{t('verifyEmail.verifiedText')}</p>
          </Notice>
          <ButtonLink as={Link} to="/login" fullWidth>
            {t('verifyEmail.loginLink')}
          </ButtonLink>
        </>
      );
    case 'expired':
      return <ResendPanel email={email} />;
    case 'error':
      return (
        <>
          <Notice tone="danger">
            <p>{t('verifyEmail.unexpected')}</p>
          </Notice>
          <Button fullWidth onClick={retry}>
            {t('verifyEmail.retry')}
          </Button>
        </>
      );
    default:
      return (
        <Notice tone="danger">
          <p>{t(state === 'userNotFound' ? 'verifyEmail.userNotFound' : 'verifyEmail.invalid')}</p>
        </Notice>
      );
  }
}
