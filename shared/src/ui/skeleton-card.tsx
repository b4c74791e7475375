import styled from 'styled-components';
import { Card } from './card';
import { Skeleton } from './skeleton';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.md};
`;

/** The shape of a property card while it loads (photo, title, place, price). */
export function SkeletonCard() {
  return (
    <Card $padding="none" aria-hidden="true" data-testid="skeleton-card">
      <Skeleton height="12rem" radius="0" />
      <Body>
        <Skeleton width="75%" height="1.25rem" />
        <Skeleton width="50%" />
        <Skeleton width="40%" height="1.25rem" />
      </Body>
    </Card>
  );
}
