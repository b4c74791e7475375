import type { Config } from 'final-form';
import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { Button, ScriptNeededNotice } from '@immo237/shared/ui';
import { SocialButtons } from '../components/social-buttons';
import { ErrorSummary } from './error-summary';

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.lg};
`;

interface AuthFormProps<Values> {
  onSubmit: Config<Values>['onSubmit'];
  validate: Config<Values>['validate'];
  initialValues: Values;
  /** The fields' names in their order on screen, for the error summary at the top. */
  fieldNames: readonly string[];
  /** What the last sending came to (a failure, a confirmation), above the summary. */
  notice?: ReactNode;
  submitLabel: string;
  /** The other ways in ('Google', 'Facebook') under the button: sign-in and sign-up. */
  withSocialButtons?: boolean;
  children: ReactNode;
}

/**
 * The frame of every account form: a POST form (its fields have names, so it is sent without the page's script
 * too), the script notice, the outcome, the error summary, the fields, a full-width submit button.
 */
export function AuthForm<Values extends object>({
  onSubmit,
  validate,
  initialValues,
  fieldNames,
  notice,
  submitLabel,
  withSocialButtons = false,
  children,
}: AuthFormProps<Values>) {
  return (
    <Form<Values> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
      {({ handleSubmit, submitting }) => (
        <form method="post" noValidate onSubmit={handleSubmit}>
          <ScriptNeededNotice />
          {notice}
          <ErrorSummary fields={fieldNames} />
          <Fields>{children}</Fields>
          <Button type="submit" fullWidth loading={submitting}>
            {submitLabel}
          </Button>
          {withSocialButtons && <SocialButtons disabled={submitting} />}
        </form>
      )}
    </Form>
  );
}
