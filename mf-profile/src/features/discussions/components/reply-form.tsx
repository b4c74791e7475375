import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, TextAreaField } from '@immo237/shared/ui';
import { refusal } from '../refusal';

/** The API's limit on a message, counted once trimmed, as a reader counts characters (an emoji is one). */
export const MESSAGE_MAX_CHARS = 2000;
// The count shows under the field only once the message nears the limit.
const SHOW_COUNT_FROM = 1500;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};

  textarea {
    min-height: 5rem;
  }
`;

const Count = styled.p<{ $over: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.muted)};
`;

const charCount = (text: string) => [...text].length;

/**
 * 'Votre message' and 'Envoyer'. Empty or too long messages are refused here with the API's own wording; what was
 * typed stays until the API has stored it, then the field is emptied.
 */
export function ReplyForm({ onSend }: { onSend: (text: string) => Promise<unknown> }) {
  const { t } = useTranslation('profile');
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const countId = useId();

  const fail = (message: string) => {
    setError(message);
    // The error is tied to the field (aria-describedby): back on it, a screen reader reads it out.
    field.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const trimmed = text.trim();
    if (trimmed === '') return fail(t('discussions.reply.empty'));
    if (charCount(trimmed) > MESSAGE_MAX_CHARS) return fail(t('discussions.reply.tooLong'));
    setSending(true);
    setError(null);
    try {
      await onSend(trimmed);
      setText('');
    } catch (failure) {
      fail(refusal(failure, t('discussions.reply.failed')));
    } finally {
      setSending(false);
    }
  };

  const count = charCount(text.trim());
  return (
    <Form method="post" noValidate onSubmit={(event) => void submit(event)}>
      <TextAreaField
        ref={field}
        label={t('discussions.reply.label')}
        name="message"
        rows={3}
        value={text}
        error={error}
        aria-describedby={count >= SHOW_COUNT_FROM ? countId : undefined}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(null);
        }}
      />
      {count >= SHOW_COUNT_FROM ? (
        <Count id={countId} $over={count > MESSAGE_MAX_CHARS}>
          {t('discussions.reply.count', { count, max: MESSAGE_MAX_CHARS })}
        </Count>
      ) : null}
      <div>
        <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
          {t('discussions.reply.submit')}
        </Button>
      </div>
    </Form>
  );
}
