import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { media } from '@immo237/shared/theme';
import { useAdminQuery } from '../../../lib/admin-data';
import { QueryState } from '../../../components/query-state';
import { getAdminDashboard } from '../api/get-admin-dashboard';

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;

  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  div {
    padding: ${({ theme }) => theme.spacing.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }

  dt {
    color: ${({ theme }) => theme.colors.muted};
  }

  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSizes.xxl};
    font-weight: ${({ theme }) => theme.typography.fontWeights.bold};
  }
`;

/** 'Tableau de bord': what there is, and what waits for an administrator. */
export default function DashboardPage() {
  const { t, i18n } = useTranslation('admin');
  const query = useAdminQuery(['dashboard'], getAdminDashboard);
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  return (
    <QueryState query={query}>
      {query.data ? (
        <Grid>
          <div>
            <dt>{t('dashboard.activeListings')}</dt>
            <dd>{number(query.data.activeListings)}</dd>
          </div>
          <div>
            <dt>{t('dashboard.users')}</dt>
            <dd>{number(query.data.users)}</dd>
          </div>
          <div>
            <dt>
              <Link to="signalements">{t('dashboard.openReports')}</Link>
            </dt>
            <dd>{number(query.data.openReports)}</dd>
          </div>
          <div>
            <dt>
              <Link to="messages">{t('dashboard.unhandledMessages')}</Link>
            </dt>
            <dd>{number(query.data.unhandledMessages)}</dd>
          </div>
          <div>
            <dt>
              <Link to="verifications">{t('dashboard.pendingVerifications')}</Link>
            </dt>
            <dd>{number(query.data.pendingVerifications)}</dd>
          </div>
        </Grid>
      ) : null}
    </QueryState>
  );
}
