import { useFormState } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Box = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};

  p {
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  }

  ul {
    margin: ${({ theme }) => `${theme.spacing.xxs} 0 0`};
    padding-left: ${({ theme }) => theme.spacing.lg};
  }
`;

/**
 * On the login page, every field error listed at the top under 'Erreurs dans le formulaire :' as well as
 * under its field. Shown after a submit attempt, in the order of `fields` (the order on screen).
 */
export function ErrorSummary({ fields }: { fields: readonly string[] }) {
  const { t } = useTranslation('auth');
  const { errors, submitFailed } = useFormState({ subscription: { errors: true, submitFailed: true } });
  const keys = fields.map((field) => errors?.[field] as string | undefined).filter(Boolean) as string[];
  if (!submitFailed || keys.length === 0) return null;
  return (
    <Box role="alert">
      <p>{t('form.errorsTitle')}</p>
      <ul>
        {keys.map((key, index) => (
          <li key={`${key}-${index}`}>{t(key as 'validation.emailRequired')}</li>
        ))}
      </ul>
    </Box>
  );
}
