import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ApiError, CONVERSATION_REPORT_REASONS, type ConversationReportReason } from '@immo237/shared/api';
import { Button, choiceGroupStyles, Modal, TextAreaField } from '@immo237/shared/ui';
import { reportConversation } from '../api/report-conversation';
import { refusal } from '../refusal';

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
    flex: none;
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

// The most characters the API keeps of the details.
const DETAIL_MAX = 1000;

type Outcome =
  | { kind: 'sent' }
  | { kind: 'reasonRequired' }
  | { kind: 'already' }
  | { kind: 'failed'; message: string }
  | null;

interface ReportDialogProps {
  conversationId: string;
  open: boolean;
  onClose: () => void;
}

/**
 * 'Signaler cette conversation': a reason (required) and optional details, sent to the moderators, then a
 * confirmation. A refusal keeps what was chosen and typed; a second report of the same thread is refused (409).
 */
export function ReportDialog({ conversationId, open, onClose }: ReportDialogProps) {
  const { t } = useTranslation('profile');
  const formId = useId();
  const errorId = useId();
  const firstReason = useRef<HTMLInputElement>(null);
  const [reason, setReason] = useState<ConversationReportReason | null>(null);
  const [detail, setDetail] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setOutcome({ kind: 'reasonRequired' });
      firstReason.current?.focus();
      return;
    }
    setSending(true);
    try {
      const details = detail.trim();
      await reportConversation(conversationId, { reason, ...(details ? { detail: details } : {}) });
      setOutcome({ kind: 'sent' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setOutcome({ kind: 'already' });
      else
        setOutcome({
          kind: 'failed',
          // A 429 and the like come with the API's French words; a failure without an answer gets ours.
          message: refusal(error, t('discussions.report.failed')),
        });
    } finally {
      setSending(false);
    }
  };

  // Closing forgets the outcome: the dialog opens afresh next time (what was chosen stays while it is open).
  const close = () => {
    onClose();
    if (outcome?.kind === 'sent') {
      setReason(null);
      setDetail('');
    }
    setOutcome(null);
  };

  const done = outcome?.kind === 'sent' || outcome?.kind === 'already';
  let error: string | null = null;
  if (outcome?.kind === 'reasonRequired') error = t('discussions.report.reasonRequired');
  if (outcome?.kind === 'failed') error = outcome.message;

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('discussions.report.title')}
      initialFocusRef={done ? undefined : firstReason}
      footer={
        done ? (
          <Button onClick={close}>{t('discussions.report.close')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close} disabled={sending}>
              {t('discussions.report.cancel')}
            </Button>
            <Button type="submit" form={formId} loading={sending}>
              {t('discussions.report.submit')}
            </Button>
          </>
        )
      }
    >
      {outcome?.kind === 'sent' ? (
        <Message role="status" $tone="success">
          {t('discussions.report.sent')}
        </Message>
      ) : outcome?.kind === 'already' ? (
        <Message role="alert" $tone="danger">
          {t('discussions.report.already')}
        </Message>
      ) : (
        <Form id={formId} method="post" noValidate onSubmit={(event) => void submit(event)}>
          <Intro>{t('discussions.report.intro')}</Intro>
          <Reasons
            aria-invalid={outcome?.kind === 'reasonRequired' || undefined}
            aria-describedby={error ? errorId : undefined}
          >
            <legend>{t('discussions.report.legend')}</legend>
            {CONVERSATION_REPORT_REASONS.map((value, index) => (
              <label key={value}>
                <input
                  ref={index === 0 ? firstReason : undefined}
                  type="radio"
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => {
                    setReason(value);
                    if (outcome?.kind === 'reasonRequired') setOutcome(null);
                  }}
                />
                {t(`discussions.report.reasons.${value}`)}
              </label>
            ))}
          </Reasons>
          <TextAreaField
            label={t('discussions.report.detail')}
            name="detail"
            rows={4}
            maxLength={DETAIL_MAX}
            value={detail}
            onChange={(event) => setDetail(event.target.value)}
          />
          {error ? (
            <Message id={errorId} role="alert" $tone="danger">
              {error}
            </Message>
          ) : null}
        </Form>
      )}
    </Modal>
  );
}
