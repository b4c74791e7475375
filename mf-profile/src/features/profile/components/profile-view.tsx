import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AuthUser } from '@immo237/shared/auth';
import { formatDate, formatPhone } from '@immo237/shared/format';
import { media } from '@immo237/shared/theme';
import { Button, Card } from '@immo237/shared/ui';
import { createdAtOf, firstNameOf, lastNameOf, showsPhoneOf } from '../../../lib/user-fields';

const Header = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.md};

  ${media.sm} {
    flex-direction: row;
    align-items: center;
  }
`;

const Avatar = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 5rem;
  height: 5rem;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
  font-size: ${({ theme }) => theme.typography.fontSizes.xl};
  font-weight: ${({ theme }) => theme.typography.fontWeights.bold};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Name = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.xl};
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

const Details = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: ${({ theme }) => `${theme.spacing.lg} 0`};

  div {
    display: grid;
    gap: ${({ theme }) => theme.spacing.xxs};
  }

  dt {
    font-size: ${({ theme }) => theme.typography.fontSizes.sm};
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.muted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
`;

const PhoneState = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/** Read-only profile: avatar, name, e-mail, phone, @pseudo, member since, bio, activity. */
export function ProfileView({ user, onEdit }: { user: AuthUser | null; onEdit: () => void }) {
  const { t, i18n } = useTranslation('profile');
  const firstName = firstNameOf(user) || t('menu.defaultFirstName');
  const lastName = lastNameOf(user) || t('menu.defaultLastName');
  const since = formatDate(createdAtOf(user), i18n.language);
  const name = `${firstName} ${lastName}`;
  return (
    <Card>
      <Header>
        <Avatar>
          {user?.avatar ? (
            <img src={user.avatar} alt={t('home.avatarAlt', { name })} />
          ) : (
            <span aria-hidden="true">{`${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase()}</span>
          )}
        </Avatar>
        <div>
          <Name>{name}</Name>
          {user?.pseudo && <Muted>@{user.pseudo}</Muted>}
          {since && <Muted>{t('home.memberSince', { date: since })}</Muted>}
        </div>
      </Header>
      <Details>
        <div>
          <dt>{t('home.fields.email')}</dt>
          <dd>{user?.email || t('home.notProvided')}</dd>
        </div>
        <div>
          <dt>{t('home.fields.phone')}</dt>
          <dd>
            {user?.phone ? formatPhone(user.phone) : t('home.notProvided')}
            {user?.phone && (
              <PhoneState>{showsPhoneOf(user) ? t('home.phoneShown') : t('home.phoneHidden')}</PhoneState>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('home.fields.bio')}</dt>
          <dd>{user?.bio || t('home.noBio')}</dd>
        </div>
      </Details>
      <Button onClick={onEdit}>{t('home.edit')}</Button>
    </Card>
  );
}
