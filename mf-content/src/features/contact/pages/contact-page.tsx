import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { media } from '@immo237/shared/theme';
import { PageLayout } from '@immo237/shared/layout';
import { organizationData, useSiteOrigin } from '@immo237/shared/config';
import { JsonLd } from '@immo237/shared/ui';
import { RELEASE } from '../../../release';
import { ContactDetails } from '../components/contact-details';
import { ContactForm } from '../components/contact-form';
import { OfficeMap } from '../components/office-map';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xl};

  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.2fr);
  }
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xl};
`;

const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  font-size: ${({ theme }) => theme.typography.fontSizes.xl};
`;

const FaqHint = styled.p`
  margin: 0;

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  }
`;

/** Mounted by the shell at /contact: coordinates, opening hours, the office map, a link to the FAQ, the form. */
export default function ContactPage() {
  const { t } = useTranslation('content');
  const origin = useSiteOrigin();
  return (
    <PageLayout title={t('contact.title')} lead={t('contact.subtitle')} release={RELEASE}>
      <JsonLd data={{ '@context': 'https://schema.org', ...organizationData(origin) }} />
      <Columns>
        <Side>
          <ContactDetails />
          <section aria-labelledby="contact-map">
            <SectionTitle id="contact-map">{t('contact.mapTitle')}</SectionTitle>
            <OfficeMap />
          </section>
          <FaqHint>
            {t('contact.faqText')} <Link to="/faq">{t('contact.faqLink')}</Link>
          </FaqHint>
        </Side>
        <section aria-labelledby="contact-form-title">
          <SectionTitle id="contact-form-title">{t('contact.formTitle')}</SectionTitle>
          <ContactForm />
        </section>
      </Columns>
    </PageLayout>
  );
}
