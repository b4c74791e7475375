import type { MouseEvent } from 'react';
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

  display: inline-flex;
  align-items: center;
  justify-content: center;
  text-decoration: none;

  &:disabled,
  &[aria-disabled='true'] {
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
  /**
   * The address of a page: the controls are then links (they work without JavaScript, crawlers follow them),
   * a click still calls `onChange` in the browser.
   */
  hrefFor?: (page: number) => string;
  /** Accessible name of the nav; 'Pagination' by default. Give one per nav if a page has two. */
  label?: string;
  className?: string;
}

/** Page navigation; nothing is rendered when everything fits on one page. */
export function Pagination({ page, pageCount, onChange, hrefFor, label, className }: PaginationProps) {
  const { t } = useCommonTranslation();
  if (pageCount <= 1) return null;
  const go = (target: number) => {
    if (target !== page && target >= 1 && target <= pageCount) onChange(target);
  };
  /** A page control: a link when pages have addresses, else a button. */
  const control = (target: number, enabled: boolean) =>
    hrefFor
      ? enabled
        ? {
            as: 'a' as const,
            href: hrefFor(target),
            onClick: (event: MouseEvent) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              go(target);
            },
          }
        : { as: 'span' as const, 'aria-disabled': true as const }
      : { type: 'button' as const, disabled: !enabled, onClick: () => go(target) };
  return (
    <nav aria-label={label ?? t('pagination.label')} className={className}>
      <List>
        <li>
          <PageButton {...control(page - 1, page > 1)}>{t('pagination.previous')}</PageButton>
        </li>
        {paginationRange(page, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <PageButton
                {...control(item, true)}
                $current={item === page}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item })}
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
          <PageButton {...control(page + 1, page < pageCount)}>{t('pagination.next')}</PageButton>
        </li>
      </List>
    </nav>
  );
}
