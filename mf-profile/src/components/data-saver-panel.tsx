import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, DataSaverSwitch } from '@immo237/shared/ui';

const Panel = styled(Card)`
  margin-top: ${({ theme }) => theme.spacing.lg};

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
    font-size: ${({ theme }) => theme.typography.fontSizes.lg};
  }
`;

/** 'Économiseur de données' on the profile too: the same choice as the footer's, kept by this browser. */
export function DataSaverPanel() {
  const { t } = useTranslation('profile');
  return (
    <Panel as="section" aria-labelledby="data-saver-title">
      <h2 id="data-saver-title">{t('dataSaver.title')}</h2>
      <DataSaverSwitch />
    </Panel>
  );
}
