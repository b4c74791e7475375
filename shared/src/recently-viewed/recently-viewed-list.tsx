import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatPrice } from '../format/format-price';
import { openKeptPageOffline } from '../offline/keep';
import { bareListStyles, linkCardStyles } from '../ui/layout-styles';
import type { RecentListing } from './index';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
  ${bareListStyles}
`;

const Item = styled(Link)`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
  align-items: center;
  padding: ${({ theme }) => theme.spacing.xs};
  ${linkCardStyles}
`;

const Photo = styled.img`
  flex: none;
  width: 6rem;
  height: 4.5rem;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;

  strong {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Price = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

/** The listings of 'Vus récemment' as a compact list of links (photo, name, place, price). */
export function RecentlyViewedList({ items }: { items: readonly RecentListing[] }) {
  const { i18n } = useTranslation();
  return (
    <List>
      {items.map((item) => (
        <li key={item.slug}>
          <Item to={`/details/${encodeURIComponent(item.slug)}`} onClick={openKeptPageOffline}>
            {/* The name says what the photo shows: it is decoration for a screen reader. */}
            {item.image ? <Photo src={item.image} alt="" loading="lazy" width={96} height={72} /> : null}
            <Text>
              <strong>{item.name}</strong>
              {item.place ? <span>{item.place}</span> : null}
              <Price>
                {formatPrice(item.price, item.currency, { perMonth: item.perMonth, lng: i18n.language })}
              </Price>
            </Text>
          </Item>
        </li>
      ))}
    </List>
  );
}
