import styled from 'styled-components';
import { paginationRange } from './pagination-range';
import { useCommonTranslation } from './use-common-translation';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PageButton = styled.button<{ $current?: boolean }>`
  min-width: ${({ theme }) => theme.controlHeights.md};
  min-height: ${({ theme }) => theme.controlHeights.md};
  padding: 0 ${({ theme }) => theme.spacing.xs};
  border: 1px solid ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.background)};
  color: ${({ theme, $current }) => ($current ? theme.colors.primaryContrast : theme.colors.text)};
  font-weight: ${({ theme, $current }) => theme.typography.fontWeights[$current ? 'bold' : 'regular']};
  cursor: pointer;

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Ellipsis = styled.span`
  padding: 0 ${({ theme }) => theme.spacing.xxs};
  color: ${({ theme }) => theme.colors.muted};
`;

export interface PaginationProps {
  /** Current page, from 1. */
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Accessible name of the nav; 'Pagination' by default. Give one per nav if a page has two. */
  label?: string;
  className?: string;
}

/** Page navigation; nothing is rendered when everything fits on one page. */
export function Pagination({ page, pageCount, onChange, label, className }: PaginationProps) {
  const { t } = useCommonTranslation();
  if (pageCount <= 1) return null;
  const go = (target: number) => {
    if (target !== page && target >= 1 && target <= pageCount) onChange(target);
  };
  return (
    <nav aria-label={label ?? t('pagination.label')} className={className}>
      <List>
        <li>
          <PageButton type="button" disabled={page <= 1} onClick={() => go(page - 1)}>
            {t('pagination.previous')}
          </PageButton>
        </li>
        {paginationRange(page, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <PageButton
                type="button"
                $current={item === page}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item })}
                onClick={() => go(item)}
              >
                {item}
              </PageButton>
            </li>
          ) : (
            <li key={item} aria-hidden="true">
              <Ellipsis>{t('pagination.ellipsis')}</Ellipsis>
            </li>
          ),
        )}
        <li>
          <PageButton type="button" disabled={page >= pageCount} onClick={() => go(page + 1)}>
            {t('pagination.next')}
          </PageButton>
        </li>
      </List>
    </nav>
  );
}
