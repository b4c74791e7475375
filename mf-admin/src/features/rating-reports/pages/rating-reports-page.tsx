import { useTranslation } from 'react-i18next';
import { type AdminRatingReport } from '@immo237/shared/api';
import { formatDate } from '@immo237/shared/format';
import { Badge, Button, EmptyState } from '@immo237/shared/ui';
import { useAdminAction, useAdminQuery } from '../../../lib/admin-data';
import { Item, ItemList, Row } from '../../../components/item-list';
import { QueryState } from '../../../components/query-state';
import { decideRating } from '../api/decide-rating';
import { listRatingReports } from '../api/list-rating-reports';

function Report({ report }: { report: AdminRatingReport }) {
  const { t, i18n } = useTranslation('admin');
  const { run, running } = useAdminAction();
  const id = report.ratingId;
  return (
    <Item>
      <h2>{t('ratingReports.heading', { name: report.ratedName || report.ratedEmail })}</h2>
      <Row>
        <Badge tone="info">{t('ratingReports.stars', { count: report.stars })}</Badge>
        <Badge tone="warning">{t('ratingReports.reports', { count: report.reports })}</Badge>
      </Row>
      <p>{t('ratingReports.advertiser', { name: report.ratedName, email: report.ratedEmail })}</p>
      <p>{t('ratingReports.rater', { email: report.raterEmail })}</p>
      <p>{t('ratingReports.since', { date: formatDate(report.firstAt, i18n.language) })}</p>
      {report.comment ? <blockquote>« {report.comment} »</blockquote> : <p>{t('ratingReports.noComment')}</p>}
      {report.answer ? <p>{t('ratingReports.answer', { answer: report.answer })}</p> : null}
      {report.reasons.length ? (
        <>
          <p>{t('ratingReports.reasons')}</p>
          <ul>
            {report.reasons.map((reason, index) => (
              <li key={index}>{reason}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('ratingReports.noReason')}</p>
      )}
      {report.agentSlug ? (
        <Row>
          <a href={`/agents/${encodeURIComponent(report.agentSlug)}`}>{t('ratingReports.viewAgent')}</a>
        </Row>
      ) : null}
      <Row>
        <Button
          size="sm"
          variant="danger"
          loading={running === `hide-${id}`}
          disabled={running !== null}
          onClick={() => run(`hide-${id}`, () => decideRating(id, 'hide'))}
        >
          {t('ratingReports.hide')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          loading={running === `keep-${id}`}
          disabled={running !== null}
          onClick={() => run(`keep-${id}`, () => decideRating(id, 'keep'))}
        >
          {t('ratingReports.keep')}
        </Button>
      </Row>
    </Item>
  );
}

/** 'Avis signalés': ratings after visits reported by members, the oldest report first, hidden or kept by a moderator. */
export default function RatingReportsPage() {
  const { t } = useTranslation('admin');
  const query = useAdminQuery(['rating-reports'], listRatingReports);
  return (
    <QueryState query={query}>
      {query.data?.length === 0 ? (
        <EmptyState title={t('ratingReports.empty')} headingLevel="h2" />
      ) : (
        <ItemList>
          {query.data?.map((report) => (
            <Report key={report.ratingId} report={report} />
          ))}
        </ItemList>
      )}
    </QueryState>
  );
}
