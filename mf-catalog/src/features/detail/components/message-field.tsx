import { Field } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xxs};
`;

const Label = styled.label`
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

const Mark = styled.span`
  margin-left: ${({ theme }) => theme.spacing.xxs};
  color: ${({ theme }) => theme.colors.muted};
  font-weight: ${({ theme }) => theme.typography.fontWeights.regular};
`;

const Area = styled.textarea<{ $invalid: boolean }>`
  min-height: 8rem;
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  resize: vertical;
`;

const Error = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

/** The kit has no multi-line field yet: this one follows TextField's rules (visible label, aria wiring). */
export function MessageField({ label }: { label: string }) {
  const { t } = useTranslation('common');
  return (
    <Field<string> name="message">
      {({ input, meta }) => {
        const error = meta.touched && meta.error ? (meta.error as string) : undefined;
        return (
          <Wrapper>
            <Label htmlFor="catalog-contact-message">
              {label}
              <Mark>({t('field.required')})</Mark>
            </Label>
            <Area
              {...input}
              id="catalog-contact-message"
              rows={5}
              aria-required="true"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'catalog-contact-message-error' : undefined}
              $invalid={Boolean(error)}
            />
            {error ? <Error id="catalog-contact-message-error">{error}</Error> : null}
          </Wrapper>
        );
      }}
    </Field>
  );
}
