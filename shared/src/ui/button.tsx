import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { buttonStyles, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from './button-styles';
import { Spinner } from './spinner';
import { useCommonTranslation } from './use-common-translation';
import { VisuallyHidden } from './visually-hidden';

const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows a spinner, sets aria-busy and disables the button so a form cannot be sent twice. */
  loading?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  disabled,
  // A plain button inside a form must not submit it by accident.
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  const { t } = useCommonTranslation();
  return (
    <StyledButton
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
    >
      {loading && <Spinner />}
      {children}
      {loading && <VisuallyHidden>{t('button.loading')}</VisuallyHidden>}
    </StyledButton>
  );
}
