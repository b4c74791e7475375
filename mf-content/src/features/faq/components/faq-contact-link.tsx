import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '@immo237/shared/ui';

const Box = styled.aside`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySoft};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.lg};
`;

const Text = styled.p`
  margin: 0;
`;

/** The way out when the FAQ has no answer: the contact page. */
export function FaqContactLink() {
  const { t } = useTranslation('content');
  return (
    <Box aria-labelledby="faq-contact-title">
      <Title id="faq-contact-title">{t('faq.contactTitle')}</Title>
      <Text>{t('faq.contactText')}</Text>
      <ButtonLink as={Link} to="/contact">
        {t('faq.contactLink')}
      </ButtonLink>
    </Box>
  );
}
