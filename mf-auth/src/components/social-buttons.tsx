import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Badge, Button } from '@immo237/shared/ui';
import { toast } from '@immo237/shared/toast';

const Separator = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: ${({ theme }) => `${theme.spacing.lg} 0 ${theme.spacing.md}`};
  color: ${({ theme }) => theme.colors.muted};

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

// Side by side only when both fit whole; otherwise one under the other. A column never grows past the card
// (min(100%, …), items may shrink below their content), and inside a button the badge goes under the name when
// a narrow screen or a longer translation leaves no room beside it.
const List = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
`;

const SocialButton = styled(Button)`
  min-width: 0;
  flex-wrap: wrap;
  padding-block: ${({ theme }) => theme.spacing.xs};
`;

const providers = [
  { id: 'google', label: 'social.google', unavailable: 'social.googleUnavailable' },
  { id: 'facebook', label: 'social.facebook', unavailable: 'social.facebookUnavailable' },
] as const;

/**
 * Google and Facebook sign-in are shown but not available: each button carries a 'Coming Soon'
 * badge and only answers with an error toast. The buttons stay enabled (except while a form is
 * being sent) so the click can explain why.
 */
export function SocialButtons({ disabled = false }: { disabled?: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <Separator>{t('social.or')}</Separator>
      <List>
        {providers.map((provider) => (
          <SocialButton
            key={provider.id}
            variant="secondary"
            fullWidth
            disabled={disabled}
            onClick={() => toast.error(t(provider.unavailable), { id: `social-${provider.id}` })}
          >
            {t(provider.label)}
            <Badge tone="warning">{t('social.comingSoon')}</Badge>
          </SocialButton>
        ))}
      </List>
    </>
  );
}
