import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  ActionButton,
  ActionLink,
  Actions,
  Message,
  Screen,
  StatusCode,
  Title,
  VisuallyHidden,
  type HeadingLevel,
} from './error-layout';
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

/** The status screen of spec §2/§8: code, title, message, Retour / Accueil / Rechercher des biens, Liens utiles. */
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
        {onRetry && (
          <ActionButton type="button" $variant="primary" onClick={onRetry}>
            {t('errors.actions.retry')}
          </ActionButton>
        )}
        <ActionButton type="button" onClick={() => void navigate(-1)}>
          {t('errors.actions.back')}
        </ActionButton>
        <ActionLink to="/" $variant={onRetry ? 'secondary' : 'primary'}>
          {t('errors.actions.home')}
        </ActionLink>
        <ActionLink to="/properties">{t('errors.actions.search')}</ActionLink>
      </Actions>
      <UsefulLinks headingLevel={Math.min(headingLevel + 1, 6) as HeadingLevel} />
    </Screen>
  );
}
