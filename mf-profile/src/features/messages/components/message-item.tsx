import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ReceivedMessage } from '@immo237/shared/api';
import { formatDate } from '@immo237/shared/format';
import { Card } from '@immo237/shared/ui';

const Item = styled(Card).attrs({ as: 'article' })`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSizes.md};
  }

  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.p`
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Text = styled.p`
  white-space: pre-line;
`;

/** One message about one of my listings: sender, e-mail, listing, date, text. */
export function MessageItem({ message }: { message: ReceivedMessage }) {
  const { t, i18n } = useTranslation('profile');
  return (
    <Item>
      <h2>{message.name || t('messages.anonymous')}</h2>
      {message.email && (
        <Meta>
          <a href={`mailto:${message.email}`}>{message.email}</a>
          {message.phone ? ` · ${message.phone}` : ''}
        </Meta>
      )}
      {message.productName && (
        <Meta>
          {t('messages.about')}{' '}
          {message.productSlug ? (
            <Link to={`/details/${message.productSlug}`}>{message.productName}</Link>
          ) : (
            message.productName
          )}
        </Meta>
      )}
      <Meta>
        <time dateTime={message.createdAt}>
          {t('messages.received', { date: formatDate(message.createdAt, i18n.language) })}
        </time>
      </Meta>
      <Text>{message.message}</Text>
    </Item>
  );
}
