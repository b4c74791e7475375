import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ApiError, REPORT_REASONS, reportProduct, type ReportReason } from '@immo237/shared/api';
import { Button, choiceGroupStyles, Modal, TextAreaField } from '@immo237/shared/ui';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Reasons = styled.fieldset`
  display: flex;
  flex-direction: column;
  ${choiceGroupStyles}

  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.xs};
    /* A finger-sized target on a phone. */
    min-height: 2.75rem;
  }

  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Message = styled.p<{ $tone: 'success' | 'danger' }>`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.colors[`${$tone}Soft`]};
  color: ${({ theme, $tone }) => theme.colors[$tone]};
`;

type Outcome = 'sent' | 'reasonRequired' | 'tooMany' | 'failure' | null;

interface ReportDialogProps {
  productId: string;
  open: boolean;
  onClose: () => void;
}

/**
 * 'Signaler cette annonce': a reason among six, an optional comment, sent to POST /products/{id}/report
 * with or without an account. A failure keeps what was chosen and typed; success says so and offers 'Fermer'.
 */
export function ReportDialog({ productId, open, onClose }: ReportDialogProps) {
  const { t } = useTranslation('catalog');
  const formId = useId();
  const errorId = useId();
  const firstReason = useRef<HTMLInputElement>(null);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setOutcome('reasonRequired');
      firstReason.current?.focus();
      return;
    }
    setSending(true);
    try {
      await reportProduct(productId, { reason, ...(comment.trim() ? { comment: comment.trim() } : {}) });
      setOutcome('sent');
    } catch (error) {
      setOutcome(error instanceof ApiError && error.status === 429 ? 'tooMany' : 'failure');
    } finally {
      setSending(false);
    }
  };

  const sent = outcome === 'sent';
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('report.title')}
      initialFocusRef={firstReason}
      footer={
        sent ? (
          <Button onClick={onClose}>{t('report.close')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={sending}>
              {t('report.cancel')}
            </Button>
            <Button type="submit" form={formId} loading={sending}>
              {t('report.submit')}
            </Button>
          </>
        )
      }
    >
      {sent ? (
        <Message role="status" $tone="success">
          {t('report.success')}
        </Message>
      ) : (
        <Form id={formId} method="post" noValidate onSubmit={submit}>
          <Intro>{t('report.intro')}</Intro>
          <Reasons
            aria-invalid={outcome === 'reasonRequired' || undefined}
            aria-describedby={outcome === 'reasonRequired' ? errorId : undefined}
          >
            <legend>{t('report.reasonLegend')}</legend>
            {REPORT_REASONS.map((value, index) => (
              <label key={value}>
                <input
                  ref={index === 0 ? firstReason : undefined}
                  type="radio"
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => {
                    setReason(value);
                    if (outcome === 'reasonRequired') setOutcome(null);
                  }}
                />
                {t(`report.reasons.${value}`)}
              </label>
            ))}
          </Reasons>
          <TextAreaField
            label={t('report.comment')}
            name="comment"
            rows={4}
            maxLength={1000}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
          {outcome === 'reasonRequired' || outcome === 'tooMany' || outcome === 'failure' ? (
            <Message id={errorId} role="alert" $tone="danger">
              {t(`report.${outcome}`)}
            </Message>
          ) : null}
        </Form>
      )}
    </Modal>
  );
}
