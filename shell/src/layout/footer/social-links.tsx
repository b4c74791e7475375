import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { siteConfig } from '@immo237/shared/config';

const List = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.spacing.md} 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.spacing.sm};
    border: 1px solid rgba(255, 255, 255, 0.4);
    border-radius: ${({ theme }) => theme.radii.pill};
    text-decoration: none;
  }
`;

export function SocialLinks() {
  const { t } = useTranslation('shell');
  return (
    <nav aria-label={t('footer.follow')}>
      <List>
        {siteConfig.social.map((link) => (
          <li key={link.network}>
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('footer.social', { network: link.label })}
            >
              {link.label}
            </a>
          </li>
        ))}
      </List>
    </nav>
  );
}
