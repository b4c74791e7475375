import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '@immo237/shared/theme';
import { Badge, Card } from '@immo237/shared/ui';
import { headedBlock, ProfilePage } from '../../../components/profile-page';
import { NotifyForm } from '../components/notify-form';

const Intro = styled.p`
  margin: ${({ theme }) => `${theme.spacing.sm} 0 ${theme.spacing.lg}`};
  color: ${({ theme }) => theme.colors.muted};
`;

const Teasers = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0 0 ${({ theme }) => theme.spacing.xl};
  padding: 0;
  list-style: none;

  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  ${headedBlock}
`;

const NotifyTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.typography.fontSizes.lg};
`;

const TEASERS = ['tracking', 'stats', 'documents'] as const;

/** /profile/sales: coming soon, three teasers and a notify box recorded by the API. */
export function SalesPage() {
  const { t } = useTranslation('profile');
  return (
    <ProfilePage title={t('sales.title')}>
      <Badge tone="warning">{t('sales.comingSoon')}</Badge>
      <Intro>{t('sales.intro')}</Intro>
      <Teasers>
        {TEASERS.map((key) => (
          <Card as="li" key={key}>
            <h2>{t(`sales.teasers.${key}.title`)}</h2>
            <p>{t(`sales.teasers.${key}.text`)}</p>
          </Card>
        ))}
      </Teasers>
      <Card>
        <NotifyTitle>{t('sales.notifyTitle')}</NotifyTitle>
        <NotifyForm topic="sales" />
      </Card>
    </ProfilePage>
  );
}
