import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EmptyState } from '@immo237/shared/ui';
import { useAdminQuery } from '../../../lib/admin-data';
import { ListPagination } from '../../../components/list-pagination';
import { QueryState } from '../../../components/query-state';
import { listAdminJournal } from '../api/list-admin-journal';

const PER_PAGE = 30;

const Entries = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  padding: 0;
  list-style: none;

  li {
    padding-bottom: ${({ theme }) => theme.spacing.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }

  time {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  }
`;

/** 'Journal': every administrator action — who, what, on what, when — newest first. */
export default function JournalPage() {
  const { t, i18n } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const query = useAdminQuery(['journal', page], () => listAdminJournal(page, PER_PAGE));
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' });
  return (
    <QueryState query={query}>
      {query.data?.items.length === 0 ? (
        <EmptyState title={t('journal.empty')} headingLevel="h2" />
      ) : (
        <Entries>
          {query.data?.items.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
              {entry.admin}{' '}
              {t(`journal.actions.${entry.action}` as 'journal.actions.listing.hide', {
                defaultValue: entry.action,
              })}{' '}
              {entry.detail ? `« ${entry.detail} »` : entry.targetId}
            </li>
          ))}
        </Entries>
      )}
      <ListPagination page={page} total={query.data?.total ?? 0} perPage={PER_PAGE} onChange={setPage} />
    </QueryState>
  );
}
