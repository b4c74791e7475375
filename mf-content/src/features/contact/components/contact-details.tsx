import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { siteConfig } from '@immo237/shared/config';
import { formatHour, openingRows } from '../opening-hours';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.xl};
`;

const List = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  margin: 0;

  dt {
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

// A dt/dd pair may be wrapped in a div inside a dl; `contents` keeps it out of the grid.
const Row = styled.div`
  display: contents;
`;

type DayKey = '1' | '2' | '3' | '4' | '5' | '6' | '7';

/** Coordinates and opening hours, from the same siteConfig the footer reads. */
export function ContactDetails() {
  const { t, i18n } = useTranslation('content');
  const day = (n: number) => t(`contact.days.${String(n) as DayKey}`);
  return (
    <>
      <Section aria-labelledby="contact-coordinates">
        <Title id="contact-coordinates">{t('contact.coordinatesTitle')}</Title>
        <List>
          <dt>{t('contact.address')}</dt>
          <dd>{siteConfig.address.full}</dd>
          <dt>{t('contact.phone')}</dt>
          <dd>
            <a href={siteConfig.phoneHref}>{siteConfig.phone}</a>
          </dd>
          <dt>{t('contact.email')}</dt>
          <dd>
            <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>
          </dd>
        </List>
      </Section>
      <Section aria-labelledby="contact-hours">
        <Title id="contact-hours">{t('contact.hoursTitle')}</Title>
        <List>
          {openingRows().map((row) => (
            <Row key={row.from}>
              <dt>
                {row.from === row.to
                  ? day(row.from)
                  : t('contact.dayRange', { from: day(row.from), to: day(row.to) })}
              </dt>
              <dd>
                {row.opens && row.closes
                  ? t('contact.hoursRange', {
                      opens: formatHour(row.opens, i18n.language),
                      closes: formatHour(row.closes, i18n.language),
                    })
                  : t('contact.closed')}
              </dd>
            </Row>
          ))}
        </List>
      </Section>
    </>
  );
}
