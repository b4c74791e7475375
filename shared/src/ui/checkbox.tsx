import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError, joinIds } from './field-styles';

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xxs};
`;

const Label = styled.label`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.xs};
  min-height: ${({ theme }) => theme.controlHeights.sm};
  padding-top: ${({ theme }) => theme.spacing.xxs};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

const Box = styled.input`
  flex: none;
  width: 1.25rem;
  height: 1.25rem;
  margin: 0.125rem 0 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
`;

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: ReactNode;
  error?: ReactNode;
}

/** Native checkbox (keyboard and screen readers for free) with the label as the click target. */
export function Checkbox({ label, error, id, required, ...inputProps }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <Row>
      <Label htmlFor={inputId}>
        <Box
          {...inputProps}
          id={inputId}
          type="checkbox"
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={joinIds(errorId, inputProps['aria-describedby'])}
        />
        <span>{label}</span>
      </Label>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Row>
  );
}
