import { useTranslation } from 'react-i18next';
import { type AdminReport } from '@immo237/shared/api';
import { formatDate } from '@immo237/shared/format';
import { Badge, Button, EmptyState } from '@immo237/shared/ui';
import { useAdminAction, useAdminQuery } from '../../../lib/admin-data';
import { Item, ItemList, Row } from '../../../components/item-list';
import { QueryState } from '../../../components/query-state';
import { decideListing } from '../../../lib/api/decide-listing';
import { listOpenReports } from '../api/list-open-reports';
import { LowPrices } from '../components/low-prices';

function Status({ product }: { product: AdminReport['product'] }) {
  const { t } = useTranslation('admin');
  if (product.moderation === 'UNDER_REVIEW') return <Badge tone="warning">{t('reports.underReview')}</Badge>;
  if (product.moderation === 'HIDDEN') return <Badge tone="danger">{t('reports.hidden')}</Badge>;
  return <Badge tone="success">{t('reports.visible')}</Badge>;
}

/**
 * 'Signalements': open reports grouped by listing, with the three decisions; then the listings priced far below
 * their quartier.
 */
export default function ReportsPage() {
  const { t, i18n } = useTranslation('admin');
  const query = useAdminQuery(['reports'], listOpenReports);
  const { run, running } = useAdminAction();
  const date = (value: string) => formatDate(value, i18n.language);
  return (
    <>
      <QueryState query={query}>
        {query.data?.length === 0 ? (
          <EmptyState title={t('reports.empty')} headingLevel="h2" />
        ) : (
          <ItemList>
            {query.data?.map((report) => (
              <Item key={report.product.id}>
                <h2>{report.product.name}</h2>
                <Row>
                  <Status product={report.product} />
                  <Badge tone="info">{t('reports.reporters', { count: report.reporters })}</Badge>
                </Row>
                <p>{t('reports.from', { first: date(report.firstAt), last: date(report.lastAt) })}</p>
                <ul>
                  {Object.entries(report.reasons).map(([reason, count]) => (
                    <li key={reason}>
                      {t(`reports.reasons.${reason}` as 'reports.reasons.other')} ({count})
                    </li>
                  ))}
                </ul>
                {report.comments.length ? (
                  <details>
                    <summary>{t('reports.comments')}</summary>
                    <ul>
                      {report.comments.map((comment, index) => (
                        <li key={index}>{comment}</li>
                      ))}
                    </ul>
                  </details>
                ) : null}
                <Row>
                  {report.product.moderation === null ? (
                    <a href={`/details/${report.product.slug}`}>{t('reports.view')}</a>
                  ) : null}
                </Row>
                <Row>
                  <Button
                    size="sm"
                    variant="danger"
                    loading={running === `hide-${report.product.id}`}
                    disabled={running !== null}
                    onClick={() =>
                      run(`hide-${report.product.id}`, () => decideListing(report.product.id, 'hide'))
                    }
                  >
                    {t('reports.hide')}
                  </Button>
                  <Button
                    size="sm"
                    loading={running === `restore-${report.product.id}`}
                    disabled={running !== null}
                    onClick={() =>
                      run(`restore-${report.product.id}`, () => decideListing(report.product.id, 'restore'))
                    }
                  >
                    {t('reports.restore')}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={running === `dismiss-${report.product.id}`}
                    disabled={running !== null}
                    onClick={() =>
                      run(`dismiss-${report.product.id}`, () => decideListing(report.product.id, 'dismiss'))
                    }
                  >
                    {t('reports.dismiss')}
                  </Button>
                </Row>
              </Item>
            ))}
          </ItemList>
        )}
      </QueryState>
      <LowPrices />
    </>
  );
}
