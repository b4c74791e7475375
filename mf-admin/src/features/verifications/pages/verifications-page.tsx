import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminVerification } from '@immo237/shared/api';
import { formatDate, formatPhone } from '@immo237/shared/format';
import { Button, EmptyState, TextAreaField } from '@immo237/shared/ui';
import { useAdminAction, useAdminQuery } from '../../../lib/admin-data';
import { Item, ItemList, Row } from '../../../components/item-list';
import { QueryState } from '../../../components/query-state';
import { DocumentPreview } from '../components/document-preview';
import { decideVerification } from '../api/decide-verification';
import { listVerificationRequests } from '../api/list-verification-requests';

function Request({ request }: { request: AdminVerification }) {
  const { t, i18n } = useTranslation('admin');
  const { run, running } = useAdminAction();
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const name = `${request.firstname} ${request.lastname}`.trim() || request.email;
  return (
    <Item>
      <h2>{name}</h2>
      <p>{request.email}</p>
      <p>{t('verifications.phone', { phone: formatPhone(request.phone) })}</p>
      <p>
        {t('verifications.since', { date: formatDate(request.createdAt, i18n.language) })} ·{' '}
        {t('users.listings', { count: request.listings })}
      </p>
      <DocumentPreview id={request.id} owner={name} />
      {refusing ? (
        <form
          method="post"
          noValidate
          aria-label={t('verifications.refuseFormNamed', { name })}
          onSubmit={(event) => {
            event.preventDefault();
            if (!reason.trim()) {
              setError(t('verifications.reasonRequired'));
              return;
            }
            void run(`refuse-${request.id}`, () =>
              decideVerification(request.id, { approve: false, reason: reason.trim() }),
            );
          }}
        >
          <TextAreaField
            label={t('verifications.reason')}
            required
            rows={3}
            maxLength={1000}
            value={reason}
            error={error}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
          />
          <Row>
            <Button type="submit" size="sm" variant="danger" loading={running === `refuse-${request.id}`}>
              {t('verifications.confirmRefuse')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setRefusing(false)}>
              {t('verifications.cancel')}
            </Button>
          </Row>
        </form>
      ) : (
        <Row>
          <Button
            size="sm"
            aria-label={t('verifications.approveNamed', { name })}
            loading={running === `approve-${request.id}`}
            disabled={running !== null}
            onClick={() =>
              run(`approve-${request.id}`, () => decideVerification(request.id, { approve: true }))
            }
          >
            {t('verifications.approve')}
          </Button>
          <Button
            size="sm"
            variant="danger"
            aria-label={t('verifications.refuseNamed', { name })}
            disabled={running !== null}
            onClick={() => setRefusing(true)}
          >
            {t('verifications.refuse')}
          </Button>
        </Row>
      )}
    </Item>
  );
}

/** 'Vérifications': the 'Annonceur vérifié' requests waiting, approved or refused with a reason. */
export default function VerificationsPage() {
  const { t } = useTranslation('admin');
  const query = useAdminQuery(['verifications'], listVerificationRequests);
  return (
    <QueryState query={query}>
      {query.data?.length === 0 ? (
        <EmptyState title={t('verifications.empty')} headingLevel="h2" />
      ) : (
        <ItemList>
          {query.data?.map((request) => (
            <Request key={request.id} request={request} />
          ))}
        </ItemList>
      )}
    </QueryState>
  );
}
