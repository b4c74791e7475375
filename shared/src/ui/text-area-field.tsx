import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldError, FieldLabel, FieldWrapper, RequiredMark } from './field-styles';
import { useCommonTranslation } from './use-common-translation';

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
  const { t } = useCommonTranslation();
  const autoId = useId();
  const areaId = id ?? autoId;
  const errorId = error ? `${areaId}-error` : undefined;
  return (
    <FieldWrapper>
      <FieldLabel htmlFor={areaId}>
        {label}
        {required && <RequiredMark>({t('field.required')})</RequiredMark>}
      </FieldLabel>
      <Area
        {...rest}
        id={areaId}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        $invalid={Boolean(error)}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </FieldWrapper>
  );
}
