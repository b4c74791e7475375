import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from {
    background-position: 200% 0;
  }
  to {
    background-position: -200% 0;
  }
`;

export interface SkeletonProps {
  width?: string;
  height?: string;
  radius?: string;
  className?: string;
}

const Block = styled.span<{ $width: string; $height: string; $radius?: string }>`
  display: block;
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: ${({ $height }) => $height};
  border-radius: ${({ theme, $radius }) => $radius ?? theme.radii.sm};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.skeleton} 25%,
    ${({ theme }) => theme.colors.skeletonHighlight} 50%,
    ${({ theme }) => theme.colors.skeleton} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;

/**
 * A placeholder shape. Hidden from assistive tech: the list that shows skeletons announces the
 * loading itself (aria-busy plus a status text), once, rather than once per grey box.
 */
export function Skeleton({ width = '100%', height = '1rem', radius, className }: SkeletonProps) {
  return <Block aria-hidden="true" className={className} $width={width} $height={height} $radius={radius} />;
}
