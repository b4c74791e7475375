import { useTranslation } from 'react-i18next';
import { Pagination } from '@immo237/shared/ui';

interface ListPaginationProps {
  page: number;
  /** How many items the whole list holds (0 while unknown). */
  total: number;
  perPage: number;
  onChange: (page: number) => void;
}

/** The page links under an area list, worked out from its total. */
export function ListPagination({ page, total, perPage, onChange }: ListPaginationProps) {
  const { t } = useTranslation('admin');
  return (
    <Pagination
      page={page}
      pageCount={Math.ceil(total / perPage)}
      label={t('common.pagination')}
      onChange={onChange}
    />
  );
}
