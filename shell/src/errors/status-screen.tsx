import { Button, ButtonLink, VisuallyHidden } from '@immo237/shared/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Actions, Message, Screen, StatusCode, Title, type HeadingLevel } from './error-layout';
import { STATUS_TEXT_KEYS, type ErrorStatus } from './error-status';
import { UsefulLinks } from './useful-links';

export type { HeadingLevel };

export interface StatusScreenProps {
  status: ErrorStatus;
  /** Shows a 'Réessayer' button, e.g. for a remote that failed to load. */
  onRetry?: () => void;
  /** The title is the page's h1 unless the screen sits inside another page. */
  headingLevel?: HeadingLevel;
}

/** The status screen: code, title, message, Retour / Accueil / Rechercher des biens, Liens utiles. */
export function StatusScreen({ status, onRetry, headingLevel = 1 }: StatusScreenProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const titleId = useId();
  // An unknown value (e.g. from a query string cast by a caller) falls back to the default screen.
  const keys = STATUS_TEXT_KEYS[status] ?? STATUS_TEXT_KEYS.default;
  const code = typeof status === 'number' && status in STATUS_TEXT_KEYS ? status : undefined;

  return (
    <Screen aria-labelledby={titleId}>
      {code !== undefined && (
        <StatusCode>
          <VisuallyHidden>{t('errors.status.codeLabel')} </VisuallyHidden>
          {code}
        </StatusCode>
      )}
      <Title as={`h${headingLevel}`} id={titleId}>
        {t(keys.title)}
      </Title>
      <Message>{t(keys.message)}</Message>
      <Actions>
        {onRetry && <Button onClick={onRetry}>{t('errors.actions.retry')}</Button>}
        <Button variant="secondary" onClick={() => void navigate(-1)}>
          {t('errors.actions.back')}
        </Button>
        <ButtonLink as={Link} to="/" variant={onRetry ? 'secondary' : 'primary'}>
          {t('errors.actions.home')}
        </ButtonLink>
        <ButtonLink as={Link} to="/properties" variant="secondary">
          {t('errors.actions.search')}
        </ButtonLink>
      </Actions>
      <UsefulLinks headingLevel={Math.min(headingLevel + 1, 6) as HeadingLevel} />
    </Screen>
  );
}
