import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useTypedBeforeHydration, VisuallyHidden } from '@immo237/shared/ui';
import { preloadRoute } from '../../federation/prefetch-link';
import { searchPathOf } from '../../home/search-path';

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
  const navigate = useNavigate();
  const [text, setText] = useState('');
  // Words typed before the page's script arrived are kept (the server drew this box).
  const ref = useTypedBeforeHydration<HTMLInputElement>(text, setText);
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(searchPathOf(event.currentTarget));
    setText('');
    onSearch?.();
  };
  return (
    <Form role="search" action="/search" method="get" onSubmit={submit} noValidate>
      <VisuallyHidden as="label" htmlFor={id}>
        {t('header.searchLabel')}
      </VisuallyHidden>
      <Input
        ref={ref}
        id={id}
        type="search"
        name="query"
        value={text}
        placeholder={t('header.searchPlaceholder')}
        onChange={(event) => setText(event.target.value)}
        onFocus={() => preloadRoute('/search')}
        enterKeyHint="search"
      />
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
