import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { FieldFrame, useField } from './field-frame';
import { controlStyles } from './field-styles';

const InputRow = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const Input = styled.input<{ $invalid: boolean; $withEnd: boolean }>`
  ${controlStyles}
  padding-right: ${({ theme, $withEnd }) => ($withEnd ? theme.controlHeights.md : theme.spacing.sm)};
`;

const End = styled.div`
  position: absolute;
  inset: 0 0 0 auto;
  display: flex;
  align-items: center;
`;

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  label: ReactNode;
  /** Error text shown under the field, linked with aria-describedby; sets aria-invalid. */
  error?: ReactNode;
  hint?: ReactNode;
  /** Slot inside the field's right edge (PasswordField's toggle). */
  endAdornment?: ReactNode;
}

/** A labelled input; `required` is announced, never enforced by the browser (useField). */
export function TextField({ label, error, hint, endAdornment, id, required, ...inputProps }: TextFieldProps) {
  const field = useField({ label, id, required, hint, error, describedBy: inputProps['aria-describedby'] });
  return (
    <FieldFrame {...field.frame}>
      <InputRow>
        <Input {...inputProps} {...field.control} $withEnd={Boolean(endAdornment)} />
        {endAdornment && <End>{endAdornment}</End>}
      </InputRow>
    </FieldFrame>
  );
}
