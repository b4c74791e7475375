import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { FieldFrame, useField } from './field-frame';
import { controlStyles } from './field-styles';
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
  const field = useField({ label, id, required, hint, error, describedBy: selectProps['aria-describedby'] });
  const placeholderText = placeholder === true ? t('select.placeholder') : placeholder;
  return (
    <FieldFrame {...field.frame}>
      <StyledSelect {...selectProps} {...field.control}>
        {placeholderText && <option value="">{placeholderText}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </StyledSelect>
    </FieldFrame>
  );
}
