import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { VisuallyHidden } from '@immo237/shared/ui';
import { useSearchBox } from '../../home/use-search-box';

const Form = styled.form`
  display: flex;
  width: 100%;
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 44px;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-right: 0;
  border-radius: ${({ theme }) => `${theme.radii.md} 0 0 ${theme.radii.md}`};
  font: inherit;
`;

const Submit = styled.button`
  width: 44px;
  height: 44px;
  display: grid;
  place-items: center;
  border: 0;
  border-radius: ${({ theme }) => `0 ${theme.radii.md} ${theme.radii.md} 0`};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
  cursor: pointer;
`;

export function HeaderSearch({ onSearch }: { onSearch?: () => void }) {
  const { t } = useTranslation('shell');
  const box = useSearchBox(onSearch);
  return (
    <Form {...box.form}>
      <VisuallyHidden as="label" htmlFor={box.id}>
        {t('header.searchLabel')}
      </VisuallyHidden>
      <Input {...box.input} placeholder={t('header.searchPlaceholder')} />
      <Submit type="submit" aria-label={t('header.searchSubmit')}>
        <svg
          aria-hidden="true"
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
      </Submit>
    </Form>
  );
}
