import { siteConfig } from '@immo237/shared/config';
import { Button, ButtonLink } from '@immo237/shared/ui';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { goHome } from './go-home';
import { Actions, Message, Screen, Title } from './error-layout';
import { buildMailto, trimStack } from './report-mailto';

export interface FallbackProps {
  error: unknown;
  /** error_{timestamp}_{random}, the id also sent with the report. */
  errorId: string;
  componentStack: string | undefined;
  /** Clears the error and renders the children again. */
  resetError: () => void;
}

const ErrorIdLine = styled.p`
  margin: ${({ theme }) => `0 0 ${theme.spacing.lg}`};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;

  code {
    font-family: ${({ theme }) => theme.typography.monoFamily};
  }
`;

function messageOf(error: unknown): string | undefined {
  if (error instanceof Error) return error.message;
  return error === undefined || error === null ? undefined : String(error);
}

/** The crash screen, shown by AppErrorBoundary. It avoids the router: it may sit above it. */
export function CrashFallback({ error, errorId, componentStack, resetError }: FallbackProps) {
  const { t } = useTranslation('shell');
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();

  // Moves focus to the title so keyboard and screen-reader users learn that the page was replaced.
  useEffect(() => {
    titleRef.current?.focus();
  }, []);

  const unknown = t('errors.crash.unknown');
  const subject = t('errors.crash.reportSubject', { errorId });
  const body = t('errors.crash.reportBody', {
    errorId,
    url: window.location.href,
    message: messageOf(error) || unknown,
    stack: trimStack(error instanceof Error ? error.stack : undefined) ?? unknown,
    componentStack: trimStack(componentStack) ?? unknown,
    // A mail body is plain text: no HTML escaping of the error's own characters.
    interpolation: { escapeValue: false },
  });

  return (
    <Screen aria-labelledby={titleId}>
      <Title id={titleId} ref={titleRef} tabIndex={-1}>
        {t('errors.crash.title')}
      </Title>
      <Message>{t('errors.crash.message')}</Message>
      <ErrorIdLine>
        {t('errors.crash.errorIdLabel')} <code>{errorId}</code>
      </ErrorIdLine>
      <Actions>
        <Button onClick={resetError}>{t('errors.crash.retry')}</Button>
        <Button variant="secondary" onClick={goHome}>
          {t('errors.crash.home')}
        </Button>
        <ButtonLink variant="secondary" href={buildMailto(siteConfig.supportEmail, subject, body)}>
          {t('errors.crash.report')}
        </ButtonLink>
      </Actions>
    </Screen>
  );
}
