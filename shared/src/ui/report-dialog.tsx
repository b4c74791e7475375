import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { choiceGroupStyles } from './field-styles';
import { Modal } from './modal';
import { TextAreaField } from './text-area-field';

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

/** The words of a report dialog, in the caller's language. */
export interface ReportDialogTexts {
  title: string;
  intro: string;
  legend: string;
  detail: string;
  submit: string;
  cancel: string;
  close: string;
  sent: string;
  reasonRequired: string;
}

/** What a failed sending shows: its words, and whether the report is over (e.g. already reported) or may be sent again. */
export interface ReportFailure {
  message: string;
  final: boolean;
}

export interface ReportDialogProps<Reason extends string> {
  open: boolean;
  onClose: () => void;
  reasons: readonly Reason[];
  /** The label of each reason. */
  reasonLabel: (reason: Reason) => string;
  texts: ReportDialogTexts;
  /** The name of the details field in the form (what the API calls it). */
  detailName: string;
  /** The most characters of details kept. */
  detailMax: number;
  /** Sends the report; the details trimmed, undefined when blank. */
  send: (reason: Reason, detail: string | undefined) => Promise<unknown>;
  /** The words of a failure. */
  failure: (error: unknown) => ReportFailure;
}

type Outcome =
  { kind: 'sent' } | { kind: 'reasonRequired' } | { kind: 'failed'; failure: ReportFailure } | null;

/**
 * A report to the moderators: a required reason among the caller's, optional details, then a confirmation. A
 * failure keeps what was chosen and typed; closing forgets the outcome, and a report sent empties the form.
 */
export function ReportDialog<Reason extends string>(props: ReportDialogProps<Reason>) {
  const { open, onClose, reasons, reasonLabel, texts, detailName, detailMax, send, failure } = props;
  const formId = useId();
  const errorId = useId();
  const firstReason = useRef<HTMLInputElement>(null);
  const [reason, setReason] = useState<Reason | null>(null);
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
      await send(reason, detail.trim() || undefined);
      setOutcome({ kind: 'sent' });
    } catch (error) {
      setOutcome({ kind: 'failed', failure: failure(error) });
    } finally {
      setSending(false);
    }
  };

  const close = () => {
    onClose();
    if (outcome?.kind === 'sent') {
      setReason(null);
      setDetail('');
    }
    setOutcome(null);
  };

  const final = outcome?.kind === 'failed' && outcome.failure.final;
  const done = outcome?.kind === 'sent' || final;
  const error =
    outcome?.kind === 'reasonRequired'
      ? texts.reasonRequired
      : outcome?.kind === 'failed' && !outcome.failure.final
        ? outcome.failure.message
        : null;

  return (
    <Modal
      open={open}
      onClose={close}
      title={texts.title}
      initialFocusRef={done ? undefined : firstReason}
      footer={
        done ? (
          <Button onClick={close}>{texts.close}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close} disabled={sending}>
              {texts.cancel}
            </Button>
            <Button type="submit" form={formId} loading={sending}>
              {texts.submit}
            </Button>
          </>
        )
      }
    >
      {outcome?.kind === 'sent' ? (
        <Message role="status" $tone="success">
          {texts.sent}
        </Message>
      ) : final ? (
        <Message role="alert" $tone="danger">
          {outcome.failure.message}
        </Message>
      ) : (
        <Form id={formId} method="post" noValidate onSubmit={(event) => void submit(event)}>
          <Intro>{texts.intro}</Intro>
          <Reasons
            aria-invalid={outcome?.kind === 'reasonRequired' || undefined}
            aria-describedby={error ? errorId : undefined}
          >
            <legend>{texts.legend}</legend>
            {reasons.map((value, index) => (
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
                {reasonLabel(value)}
              </label>
            ))}
          </Reasons>
          <TextAreaField
            label={texts.detail}
            name={detailName}
            rows={4}
            maxLength={detailMax}
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
