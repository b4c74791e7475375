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

const StyledSelect = styled.select<{ $invalid: boolean }>`
  ${controlStyles}
  cursor: pointer;
`;

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  error?: ReactNode;
  hint?: ReactNode;
  /** Text of an empty first option; `true` uses the common 'Choisir…'. */
  placeholder?: string | boolean;
}

/** Native select (best on mobile); `required` is announced, never enforced by the browser. */
export function Select({
  label,
  options,
  error,
  hint,
  placeholder,
  id,
  required,
  ...selectProps
}: SelectProps) {
  const { t } = useCommonTranslation();
  const autoId = useId();
  const selectId = id ?? autoId;
  const hintId = hint ? `${selectId}-hint` : undefined;
  const errorId = error ? `${selectId}-error` : undefined;
  const placeholderText = placeholder === true ? t('select.placeholder') : placeholder;
  return (
    <FieldWrapper>
      <FieldLabel htmlFor={selectId}>
        {label}
        {required && <RequiredMark>({t('field.required')})</RequiredMark>}
      </FieldLabel>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <StyledSelect
        {...selectProps}
        id={selectId}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={joinIds(hintId, errorId, selectProps['aria-describedby'])}
        $invalid={Boolean(error)}
      >
        {placeholderText && <option value="">{placeholderText}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </StyledSelect>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </FieldWrapper>
  );
}
