import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAuthStore } from '@immo237/shared/auth';
import { media } from '@immo237/shared/theme';
import { firstNameOf, lastNameOf } from '../lib/user-fields';

const Wrapper = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.sm};

  ${media.md} {
    flex-direction: column;
    text-align: center;
    margin-bottom: ${({ theme }) => theme.spacing.md};
  }
`;

const Avatar = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
  font-weight: ${({ theme }) => theme.typography.fontWeights.bold};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  ${media.md} {
    width: 4.5rem;
    height: 4.5rem;
    font-size: ${({ theme }) => theme.typography.fontSizes.xl};
  }
`;

const Name = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

/** Avatar and name of the signed-in user, with placeholder defaults when the profile lacks them. */
export function UserSummary() {
  const { t } = useTranslation('profile');
  const user = useAuthStore((state) => state.user);
  const firstName = firstNameOf(user) || t('menu.defaultFirstName');
  const lastName = lastNameOf(user) || t('menu.defaultLastName');
  const initials = `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
  return (
    <Wrapper>
      <Avatar aria-hidden="true">{user?.avatar ? <img src={user.avatar} alt="" /> : initials}</Avatar>
      <Name>
        {firstName} {lastName}
      </Name>
    </Wrapper>
  );
}
