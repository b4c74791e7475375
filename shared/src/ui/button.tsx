import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { buttonStyles, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from './button-styles';
import { Spinner } from './spinner';
import { useCommonTranslation } from './use-common-translation';
import { useLiveControl } from './use-live-control';
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
   * Until its block is live, a submit button the server drew is a plain button marked as waiting for its script: a
   * form the application sends must not be sent natively (its fields lost, a password in an address), and a click
   * or an Enter in the form is held by the start-up script and performed once live (`useLiveControl`). Set this on
   * the submit button of a form that is meant to work without JavaScript (a GET search or filter form).
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
  ref,
  ...rest
}: ButtonProps) {
  const { t } = useCommonTranslation();
  // A button whose work is a script's (a submit that is not a plain form's, a click handler) waits for its block
  // to be live; a click on it before then is held and performed once it is.
  const scripted = (type === 'submit' && !worksWithoutScript) || (type === 'button' && !!rest.onClick);
  const control = useLiveControl<HTMLButtonElement>(type === 'submit' ? 'submit' : 'click', {
    outer: ref,
    waits: scripted,
  });
  return (
    <StyledButton
      {...rest}
      {...control.marker}
      ref={control.ref}
      // Not a submit button until live: a click the start-up script has not caught yet sends nothing natively.
      type={scripted && !control.live ? 'button' : type}
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
