import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, TextAreaField, useMessageForm } from '@immo237/shared/ui';
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
  const countId = useId();
  const reply = useMessageForm({
    label: t('discussions.reply.label'),
    name: 'message',
    check: (text) =>
      text === ''
        ? t('discussions.reply.empty')
        : charCount(text) > MESSAGE_MAX_CHARS
          ? t('discussions.reply.tooLong')
          : null,
    send: async (text) => {
      try {
        await onSend(text);
        reply.clear();
      } catch (failure) {
        // On the field (aria-describedby), with the focus back on it: a screen reader reads it out.
        reply.refuse(refusal(failure, t('discussions.reply.failed')));
      }
    },
  });

  const count = charCount(reply.text.trim());
  return (
    <Form {...reply.form}>
      <TextAreaField {...reply.field} aria-describedby={count >= SHOW_COUNT_FROM ? countId : undefined} />
      {count >= SHOW_COUNT_FROM ? (
        <Count id={countId} $over={count > MESSAGE_MAX_CHARS}>
          {t('discussions.reply.count', { count, max: MESSAGE_MAX_CHARS })}
        </Count>
      ) : null}
      <div>
        <Button type="submit" disabled={reply.sending} aria-busy={reply.sending || undefined}>
          {t('discussions.reply.submit')}
        </Button>
      </div>
    </Form>
  );
}
