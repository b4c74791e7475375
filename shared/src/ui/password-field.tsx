import { useId, useState } from 'react';
import styled from 'styled-components';
import { iconButtonStyles, LineIcon } from './icon-button';
import { TextField, type TextFieldProps } from './text-field';
import { useCommonTranslation } from './use-common-translation';
import { useLiveControl } from './use-live-control';

const Toggle = styled.button`
  ${iconButtonStyles}
  color: ${({ theme }) => theme.colors.muted};

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <LineIcon>
      <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </LineIcon>
  );
}

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'>;

/** A TextField whose value can be revealed; the toggle's name says what pressing it will do. */
export function PasswordField({ id, ...props }: PasswordFieldProps) {
  const { t } = useCommonTranslation();
  const [visible, setVisible] = useState(false);
  // A click on the server's markup before the page is live is held and performed once it is.
  const control = useLiveControl<HTMLButtonElement>('click');
  const autoId = useId();
  const inputId = id ?? autoId;
  const label = visible ? t('password.hide') : t('password.show');
  return (
    <TextField
      autoComplete="current-password"
      {...props}
      id={inputId}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <Toggle
          type="button"
          aria-label={label}
          title={label}
          aria-controls={inputId}
          {...control.marker}
          ref={control.ref}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon crossed={visible} />
        </Toggle>
      }
    />
  );
}
