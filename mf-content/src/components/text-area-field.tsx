import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

// The kit has no multi-line field yet; this one copies TextField's look and accessibility rules.
const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xxs};
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

const Mark = styled.span`
  margin-left: ${({ theme }) => theme.spacing.xxs};
  font-weight: ${({ theme }) => theme.typography.fontWeights.regular};
  color: ${({ theme }) => theme.colors.muted};
`;

const Area = styled.textarea<{ $invalid: boolean }>`
  width: 100%;
  min-height: 8rem;
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  resize: vertical;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Error = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

export interface TextAreaFieldProps extends ComponentPropsWithRef<'textarea'> {
  label: ReactNode;
  error?: ReactNode;
}

/** A labelled textarea; `required` is announced (aria-required + '(obligatoire)'), never enforced natively. */
export function TextAreaField({ label, error, id, required, ...rest }: TextAreaFieldProps) {
  const { t } = useTranslation('common');
  const autoId = useId();
  const areaId = id ?? autoId;
  const errorId = error ? `${areaId}-error` : undefined;
  return (
    <Wrapper>
      <Label htmlFor={areaId}>
        {label}
        {required && <Mark>({t('field.required')})</Mark>}
      </Label>
      <Area
        {...rest}
        id={areaId}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        $invalid={Boolean(error)}
      />
      {error && <Error id={errorId}>{error}</Error>}
    </Wrapper>
  );
}
