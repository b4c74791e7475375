import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '@immo237/shared/theme';
import { Button } from '@immo237/shared/ui';
import { useSearchBox } from './use-search-box';

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
  const box = useSearchBox();
  return (
    <Section aria-labelledby={`${box.id}-title`}>
      <Inner>
        <Title id={`${box.id}-title`}>{t('home.heroTitle')}</Title>
        <p>{t('home.heroText')}</p>
        <Form {...box.form}>
          <Field>
            <label htmlFor={box.id}>{t('home.searchLabel')}</label>
            <input {...box.input} placeholder={t('home.searchPlaceholder')} />
          </Field>
          <SearchButton type="submit" size="lg" worksWithoutScript>
            {t('home.searchButton')}
          </SearchButton>
        </Form>
      </Inner>
    </Section>
  );
}
