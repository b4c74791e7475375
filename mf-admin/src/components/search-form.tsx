import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, TextField } from '@immo237/shared/ui';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.md};

  > :first-child {
    flex: 1 1 14rem;
  }
`;

/** A search box for the area's lists; the search runs on 'Rechercher' (or Enter). */
export function SearchForm({ label, onSearch }: { label: string; onSearch: (query: string) => void }) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Form role="search" onSubmit={submit}>
      <TextField label={label} type="search" value={text} onChange={(event) => setText(event.target.value)} />
      <Button type="submit" variant="secondary">
        {t('common.search')}
      </Button>
    </Form>
  );
}
