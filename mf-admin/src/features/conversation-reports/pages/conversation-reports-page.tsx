import { useTranslation } from 'react-i18next';
import { type AdminConversationReport } from '@immo237/shared/api';
import { formatDate } from '@immo237/shared/format';
import { Badge, Button, EmptyState } from '@immo237/shared/ui';
import { useAdminAction, useAdminQuery } from '../../../lib/admin-data';
import { Item, ItemList, Row } from '../../../components/item-list';
import { QueryState } from '../../../components/query-state';
import { ReportedConversation } from '../components/reported-conversation';
import { decideConversationReport } from '../api/decide-conversation-report';
import { listConversationReports } from '../api/list-conversation-reports';

const fullName = (person: { firstname: string; lastname: string; email: string }) =>
  `${person.firstname} ${person.lastname}`.trim() || person.email;

function Report({ report }: { report: AdminConversationReport }) {
  const { t, i18n } = useTranslation('admin');
  const { run, running } = useAdminAction();
  const reported = fullName(report.reported);
  return (
    <Item>
      <h2>{report.listing?.name ?? t('conversationReports.listingGone')}</h2>
      <Row>
        <Badge tone="warning">
          {t(`conversationReports.reasons.${report.reason}` as 'conversationReports.reasons.other')}
        </Badge>
        {report.reported.disabled ? <Badge tone="danger">{t('conversationReports.disabled')}</Badge> : null}
      </Row>
      <p>
        {t('conversationReports.reportedBy', {
          name: fullName(report.reporter),
          date: formatDate(report.createdAt, i18n.language),
        })}
      </p>
      <p>{t('conversationReports.reported', { name: reported, email: report.reported.email })}</p>
      {report.detail ? <blockquote>« {report.detail} »</blockquote> : null}
      <p>{t('conversationReports.messages', { count: report.messages })}</p>
      {report.listing ? (
        <Row>
          <a href={`/details/${report.listing.slug}`}>{t('conversationReports.viewListing')}</a>
        </Row>
      ) : null}
      <ReportedConversation reportId={report.id} reportedId={report.reported.id} />
      <Row>
        <Button
          size="sm"
          variant="secondary"
          loading={running === `dismiss-${report.id}`}
          disabled={running !== null}
          onClick={() => run(`dismiss-${report.id}`, () => decideConversationReport(report.id, 'dismiss'))}
        >
          {t('conversationReports.dismiss')}
        </Button>
        {report.reported.disabled ? null : (
          <Button
            size="sm"
            variant="danger"
            loading={running === `disable-${report.id}`}
            disabled={running !== null}
            onClick={() =>
              run(`disable-${report.id}`, () => decideConversationReport(report.id, 'disable-reported'))
            }
          >
            {t('conversationReports.disableReported')}
          </Button>
        )}
      </Row>
    </Item>
  );
}

/** 'Discussions signalées': members' reports of a discussion, the oldest first, read and decided by a moderator. */
export default function ConversationReportsPage() {
  const { t } = useTranslation('admin');
  const query = useAdminQuery(['conversation-reports'], listConversationReports);
  return (
    <QueryState query={query}>
      {query.data?.length === 0 ? (
        <EmptyState title={t('conversationReports.empty')} headingLevel="h2" />
      ) : (
        <ItemList>
          {query.data?.map((report) => (
            <Report key={report.id} report={report} />
          ))}
        </ItemList>
      )}
    </QueryState>
  );
}
