import { useId } from 'react';
import { Field } from 'react-final-form';
import styled from 'styled-components';
import { useFieldError } from '../../lib/use-field-error';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xxs};
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

const Area = styled.textarea`
  width: 100%;
  min-height: 6rem;
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  /* 16 px stops iOS Safari from zooming into the field on focus. */
  font-size: ${({ theme }) => theme.typography.fontSizes.md};
  resize: vertical;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Error = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

/** Multi-line text bound to react-final-form; the kit has no textarea, so this mirrors its TextField. */
export function FormTextArea({ name, label, rows = 4 }: { name: string; label: string; rows?: number }) {
  const id = useId();
  const errorOf = useFieldError();
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error = errorOf(meta);
        return (
          <Wrapper>
            <Label htmlFor={id}>{label}</Label>
            <Area
              {...input}
              id={id}
              rows={rows}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {error && <Error id={`${id}-error`}>{error}</Error>}
          </Wrapper>
        );
      }}
    </Field>
  );
}
