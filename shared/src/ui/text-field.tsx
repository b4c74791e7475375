import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  controlStyles,
  FieldError,
  FieldHint,
  FieldLabel,
  FieldWrapper,
  joinIds,
  RequiredMark,
} from './field-styles';
import { useCommonTranslation } from './use-common-translation';

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

/**
 * `required` is announced (aria-required + a visible mark) but never set natively: forms validate
 * with yup and show our own messages, not the browser's bubbles.
 */
export function TextField({ label, error, hint, endAdornment, id, required, ...inputProps }: TextFieldProps) {
  const { t } = useCommonTranslation();
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <FieldWrapper>
      <FieldLabel htmlFor={inputId}>
        {label}
        {required && <RequiredMark>({t('field.required')})</RequiredMark>}
      </FieldLabel>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <InputRow>
        <Input
          {...inputProps}
          id={inputId}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={joinIds(hintId, errorId, inputProps['aria-describedby'])}
          $invalid={Boolean(error)}
          $withEnd={Boolean(endAdornment)}
        />
        {endAdornment && <End>{endAdornment}</End>}
      </InputRow>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </FieldWrapper>
  );
}
