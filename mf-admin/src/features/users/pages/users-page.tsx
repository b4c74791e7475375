import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminUser } from '@immo237/shared/api';
import { formatDate } from '@immo237/shared/format';
import { Badge, Button } from '@immo237/shared/ui';
import { useAdminAction, useAdminQuery } from '../../../lib/admin-data';
import { Item, Row } from '../../../components/item-list';
import { useListSearch } from '../../../hooks/use-list-search';
import { PagedItems } from '../../../components/paged-items';
import { SearchForm } from '../../../components/search-form';
import { RevokeVerificationDialog } from '../components/revoke-verification-dialog';
import { listAdminUsers } from '../api/list-admin-users';
import { setUserDisabled } from '../api/set-user-disabled';

const PER_PAGE = 20;

/** 'Utilisateurs': search by name or e-mail; 'Désactiver' and 'Réactiver'; 'Retirer la vérification' with a reason. */
export default function UsersPage() {
  const { t, i18n } = useTranslation('admin');
  const { search, searchFor, goTo } = useListSearch();
  const query = useAdminQuery(['users', search], () => listAdminUsers(search.query, search.page, PER_PAGE));
  const { run, running } = useAdminAction();
  // Held here, not in the row: the dialog stays open (with its message) when the list read again drops the row.
  const [revoking, setRevoking] = useState<AdminUser | null>(null);
  return (
    <>
      <SearchForm label={t('users.searchLabel')} onSearch={searchFor} />
      <PagedItems
        query={query}
        page={search.page}
        perPage={PER_PAGE}
        onPage={goTo}
        empty={t('users.empty')}
        count={(total) => t('users.count', { count: total })}
      >
        {(user) => (
          <Item key={user.id}>
            <h2>
              {user.firstname} {user.lastname}
            </h2>
            <p>{user.email}</p>
            <Row>
              {user.role === 'ADMIN' ? <Badge tone="primary">{t('users.admin')}</Badge> : null}
              {user.verified ? <Badge tone="success">{t('users.verified')}</Badge> : null}
              {user.disabled ? <Badge tone="danger">{t('users.disabled')}</Badge> : null}
              <Badge tone="neutral">{t('users.listings', { count: user.listings })}</Badge>
            </Row>
            <p>{t('users.since', { date: formatDate(user.createdAt, i18n.language) })}</p>
            <Row>
              {user.disabled ? (
                <Button
                  size="sm"
                  loading={running === user.id}
                  disabled={running !== null}
                  onClick={() => run(user.id, () => setUserDisabled(user.id, false))}
                >
                  {t('users.enable')}
                </Button>
              ) : (
                <Button
                  size="sm"
                  variant="danger"
                  loading={running === user.id}
                  disabled={running !== null || user.role === 'ADMIN'}
                  onClick={() => run(user.id, () => setUserDisabled(user.id, true))}
                >
                  {t('users.disable')}
                </Button>
              )}
              {user.verified ? (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={running !== null}
                  onClick={() => setRevoking(user)}
                >
                  {t('users.revoke.open')}
                </Button>
              ) : null}
            </Row>
          </Item>
        )}
      </PagedItems>
      {revoking ? (
        <RevokeVerificationDialog key={revoking.id} user={revoking} onClose={() => setRevoking(null)} />
      ) : null}
    </>
  );
}
