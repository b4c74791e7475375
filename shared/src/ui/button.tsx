import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { buttonStyles, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from './button-styles';
import { Spinner } from './spinner';
import { useCommonTranslation } from './use-common-translation';
import { useHydrated } from './use-hydrated';
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
  /**
   * A submit button is disabled until the page is hydrated: a form the server drew must not be sent natively (its
   * fields in the address, a password in a URL) by a click that comes before the application's handlers. Set this
   * on the submit button of a form that is meant to work without JavaScript (a GET filter form).
   */
  worksWithoutScript?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  disabled,
  worksWithoutScript = false,
  // A plain button inside a form must not submit it by accident.
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  const { t } = useCommonTranslation();
  const hydrated = useHydrated();
  // Until the page is live, a button whose work is a script's (a submit that is not a plain form's, a click
  // handler) is drawn disabled: a click on the server's markup before its block's code arrives would be lost.
  const waitsForScript =
    !hydrated && ((type === 'submit' && !worksWithoutScript) || (type === 'button' && !!rest.onClick));
  return (
    <StyledButton
      {...rest}
      type={type}
      disabled={disabled || loading || waitsForScript}
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
