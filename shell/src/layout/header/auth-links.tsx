import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonLink } from '@immo237/shared/ui';
import { PrefetchLink } from '../../federation/prefetch-link';

const Row = styled.div<{ $vertical: boolean }>`
  display: flex;
  flex-direction: ${({ $vertical }) => ($vertical ? 'column' : 'row')};
  gap: ${({ theme }) => theme.spacing.xs};
`;

export function AuthLinks({ vertical = false, onNavigate }: { vertical?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Row $vertical={vertical}>
      <ButtonLink as={PrefetchLink} to="/login" variant="ghost" size="sm" onClick={onNavigate}>
        {t('header.login')}
      </ButtonLink>
      <ButtonLink as={PrefetchLink} to="/register" variant="primary" size="sm" onClick={onNavigate}>
        {t('header.register')}
      </ButtonLink>
    </Row>
  );
}
