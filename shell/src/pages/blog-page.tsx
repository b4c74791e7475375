import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { ButtonLink, EmptyState } from '@immo237/shared/ui';

const Wrapper = styled.div`
  max-width: 48rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing.xxl} ${({ theme }) => theme.spacing.md};
`;

/** /blog: announced in the error screens' useful links; the blog itself is not built yet. */
export function BlogPage() {
  const { t } = useTranslation('shell');
  return (
    <Wrapper>
      <EmptyState
        title={t('blog.title')}
        headingLevel="h1"
        text={t('blog.text')}
        action={
          <ButtonLink as={Link} to="/">
            {t('blog.back')}
          </ButtonLink>
        }
      />
    </Wrapper>
  );
}
