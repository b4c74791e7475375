import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { FieldFrame, useField } from './field-frame';
import { controlStyles } from './field-styles';

const Area = styled.textarea<{ $invalid: boolean }>`
  ${controlStyles}
  min-height: 8rem;
  padding: ${({ theme }) => theme.spacing.sm};
  resize: vertical;
`;

export interface TextAreaFieldProps extends ComponentPropsWithRef<'textarea'> {
  label: ReactNode;
  error?: ReactNode;
}

/** TextField's multi-line sibling: visible label, `required` announced (never enforced natively), error wired. */
export function TextAreaField({ label, error, id, required, ...rest }: TextAreaFieldProps) {
  const field = useField({ label, id, required, error, describedBy: rest['aria-describedby'] });
  return (
    <FieldFrame {...field.frame}>
      <Area {...rest} {...field.control} />
    </FieldFrame>
  );
}
