import type { RefObject } from 'react';
import styled from 'styled-components';
import { FormTextField } from '@immo237/shared/forms';

/** A message form: its banners, fields and button one under the other. */
export const MessageForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

interface SenderFieldsProps {
  nameLabel: string;
  emailLabel: string;
  nameRef?: RefObject<HTMLInputElement | null> | undefined;
}

/** Who writes: their name and e-mail address, both required, offered to the browser's autofill. */
export function SenderFields({ nameLabel, emailLabel, nameRef }: SenderFieldsProps) {
  return (
    <>
      <FormTextField ns="content" name="name" ref={nameRef} label={nameLabel} autoComplete="name" required />
      <FormTextField
        ns="content"
        name="email"
        type="email"
        label={emailLabel}
        autoComplete="email"
        required
      />
    </>
  );
}
