import type { ComponentPropsWithRef, ElementType } from 'react';
import styled from 'styled-components';
import { buttonStyles, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from './button-styles';

const StyledLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

type OwnProps<C extends ElementType> = {
  /** Element or component to render, e.g. react-router's `Link`; a plain `<a>` by default. */
  as?: C;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
};

export type ButtonLinkProps<C extends ElementType = 'a'> = OwnProps<C> &
  Omit<ComponentPropsWithRef<C>, keyof OwnProps<C>>;

/**
 * A link that looks like a Button. Navigation stays a real link (middle-click, "open in new tab",
 * announced as a link), which a Button with an onClick navigate would lose.
 */
export function ButtonLink<C extends ElementType = 'a'>({
  as,
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  ...rest
}: ButtonLinkProps<C>) {
  return (
    <StyledLink
      // styled-components cannot infer a generic `as`; the public props above stay fully typed.
      {...(rest as ComponentPropsWithRef<'a'>)}
      as={as as ElementType | undefined}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
    />
  );
}
