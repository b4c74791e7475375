import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { siteConfig } from '@immo237/shared/config';
import { media } from '@immo237/shared/theme';
import { DataSaverSwitch } from '@immo237/shared/ui';
import { FOOTER_COLUMNS } from './footer-links';
import { LanguageLink } from './language-link';
import { SocialLinks } from './social-links';

const Bar = styled.footer`
  margin-top: ${({ theme }) => theme.spacing.xxl};
  background: ${({ theme }) => theme.colors.text};
  color: #e8eeec;
  a {
    color: #ffffff;
  }
`;

const Inner = styled.div`
  max-width: 80rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing.xl} ${({ theme }) => theme.spacing.md};
  display: grid;
  gap: ${({ theme }) => theme.spacing.xl} ${({ theme }) => theme.spacing.md};
  /* Two short link columns side by side even at 360 px: the footer stays a thumb's scroll, not three. */
  grid-template-columns: repeat(2, 1fr);
  & > :first-child,
  & > :last-child {
    grid-column: 1 / -1;
  }
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
  ${media.lg} {
    grid-template-columns: 2fr repeat(3, 1fr) 2fr;
    & > :first-child,
    & > :last-child {
      grid-column: auto;
    }
  }
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.typography.fontSizes.md};
  color: #ffffff;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing.xxs};
  a {
    display: inline-block;
    padding: ${({ theme }) => theme.spacing.xxs} 0;
  }
`;

const Address = styled.address`
  font-style: normal;
  display: grid;
  gap: ${({ theme }) => theme.spacing.xxs};
`;

const Bottom = styled.div`
  border-top: 1px solid rgba(255, 255, 255, 0.2);
  padding: ${({ theme }) => theme.spacing.md};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.md};
  justify-content: space-between;
  align-items: center;
  max-width: 80rem;
  margin: 0 auto;
`;

/** The footer is dark: the switch's label and box take its light text. */
const FooterSaver = styled(DataSaverSwitch)`
  max-width: 22rem;
  label {
    color: inherit;
  }
`;

export function Footer() {
  const { t } = useTranslation('shell');
  const year = new Date().getFullYear();
  return (
    <Bar>
      <Inner>
        <div>
          <Title>{siteConfig.name}</Title>
          <p>{t('footer.tagline')}</p>
          <SocialLinks />
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.key} aria-label={t(`footer.${column.key}`)}>
            <Title>{t(`footer.${column.key}`)}</Title>
            <List>
              {column.links.map((link) => (
                <li key={link.key}>
                  <Link to={link.to}>{t(`footer.${link.key}`)}</Link>
                </li>
              ))}
            </List>
          </nav>
        ))}
        <div>
          <Title>{t('footer.coordinates')}</Title>
          <Address>
            <span>
              {t('footer.address')} : {siteConfig.address.full}
            </span>
            <span>
              {t('footer.phone')} : <a href={siteConfig.phoneHref}>{siteConfig.phone}</a>
            </span>
            <span>
              {t('footer.email')} : <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>
            </span>
          </Address>
        </div>
      </Inner>
      <Bottom>
        <p>{t('footer.copyright', { year })}</p>
        <FooterSaver />
        <LanguageLink />
      </Bottom>
    </Bar>
  );
}
