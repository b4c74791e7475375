import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { media } from '@immo237/shared/theme';
import { Button, useTypedBeforeHydration } from '@immo237/shared/ui';
import { preloadRoute } from '../federation/prefetch-link';
import { searchPathOf } from './search-path';

const Section = styled.section`
  background: linear-gradient(160deg, ${({ theme }) => theme.colors.primary} 0%, #003d2c 100%);
  color: ${({ theme }) => theme.colors.primaryContrast};
  padding: ${({ theme }) => theme.spacing.xxl} ${({ theme }) => theme.spacing.md};
  ${media.md} {
    padding: ${({ theme }) => theme.spacing.xxxl} ${({ theme }) => theme.spacing.xl};
  }
`;

const Inner = styled.div`
  max-width: 48rem;
  margin: 0 auto;
  text-align: center;
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.typography.fontSizes.xxxl};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
  ${media.md} {
    font-size: ${({ theme }) => theme.typography.fontSizes.display};
  }
`;

const Form = styled.form`
  margin-top: ${({ theme }) => theme.spacing.lg};
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  text-align: left;
  ${media.sm} {
    grid-template-columns: 1fr auto;
    align-items: end;
  }
`;

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xxs};
  label {
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  }
  input {
    height: ${({ theme }) => theme.controlHeights.lg};
    padding: 0 ${({ theme }) => theme.spacing.md};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const SearchButton = styled(Button)`
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentContrast};
  min-height: ${({ theme }) => theme.controlHeights.lg};
`;

export function Hero() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  // Words typed before the page's script arrived are kept (the server drew this box).
  const ref = useTypedBeforeHydration<HTMLInputElement>(text, setText);
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(searchPathOf(event.currentTarget));
  };
  return (
    <Section aria-labelledby={`${id}-title`}>
      <Inner>
        <Title id={`${id}-title`}>{t('home.heroTitle')}</Title>
        <p>{t('home.heroText')}</p>
        <Form role="search" action="/search" method="get" onSubmit={submit} noValidate>
          <Field>
            <label htmlFor={id}>{t('home.searchLabel')}</label>
            <input
              ref={ref}
              id={id}
              type="search"
              name="query"
              value={text}
              placeholder={t('home.searchPlaceholder')}
              onChange={(event) => setText(event.target.value)}
              onFocus={() => preloadRoute('/search')}
              enterKeyHint="search"
            />
          </Field>
          <SearchButton type="submit" size="lg" worksWithoutScript>
            {t('home.searchButton')}
          </SearchButton>
        </Form>
      </Inner>
    </Section>
  );
}
