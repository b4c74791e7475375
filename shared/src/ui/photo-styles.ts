import { css } from 'styled-components';

/**
 * A photo that fills its card's width at a fixed ratio (e.g. '3 / 2'), cropped to fit, on the skeleton's colour
 * until it arrives.
 */
export const coverPhotoStyles = (ratio: string) => css`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: ${ratio};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.skeleton};
`;
