import { useId, type ReactNode } from 'react';
import { FieldError, FieldHint, FieldLabel, FieldWrapper, joinIds, RequiredMark } from './field-styles';
import { useCommonTranslation } from './use-common-translation';

interface FieldInput {
  label: ReactNode;
  /** The control's id; a generated one unless told. */
  id?: string | undefined;
  required?: boolean | undefined;
  hint?: ReactNode;
  /** Error text shown under the field, linked with aria-describedby; sets aria-invalid. */
  error?: ReactNode;
  /** What else describes the control (the caller's own aria-describedby). */
  describedBy?: string | undefined;
}

interface FieldFrameProps {
  label: ReactNode;
  controlId: string;
  required: boolean;
  hint: ReactNode;
  hintId: string | undefined;
  error: ReactNode;
  errorId: string | undefined;
  children: ReactNode;
}

/**
 * The ids and attributes that tie a control to its label, hint and error. `required` is announced
 * (aria-required + a visible mark) but never set natively: forms validate with yup and show our own messages,
 * not the browser's bubbles.
 */
export function useField({ label, id, required, hint, error, describedBy }: FieldInput) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return {
    frame: { label, controlId, required: Boolean(required), hint, hintId, error, errorId },
    control: {
      id: controlId,
      'aria-required': required || undefined,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': joinIds(hintId, errorId, describedBy),
      $invalid: Boolean(error),
    },
  };
}

/** A control's frame: its label (with the required mark), hint above, error below. */
export function FieldFrame({
  label,
  controlId,
  required,
  hint,
  hintId,
  error,
  errorId,
  children,
}: FieldFrameProps) {
  const { t } = useCommonTranslation();
  return (
    <FieldWrapper>
      <FieldLabel htmlFor={controlId}>
        {label}
        {required && <RequiredMark>({t('field.required')})</RequiredMark>}
      </FieldLabel>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {children}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </FieldWrapper>
  );
}
