import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ConversationMessage } from '@immo237/shared/api';
import type { OutboxItem } from '@immo237/shared/offline';
import { media } from '@immo237/shared/theme';
import { Button, VisuallyHidden } from '@immo237/shared/ui';
import { messageMoment } from '../when';

// The thread scrolls inside its own box, so the reply form stays in view; keyboard users reach it (tabIndex).
const Log = styled.div`
  max-height: 60dvh;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.spacing.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  ${media.md} {
    max-height: 32rem;
  }
`;

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $mine: boolean }>`
  display: grid;
  justify-items: ${({ $mine }) => ($mine ? 'end' : 'start')};
  gap: 0.125rem;
`;

const Bubble = styled.p<{ $mine: boolean }>`
  max-width: min(85%, 36rem);
  margin: 0;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $mine }) => ($mine ? theme.colors.primary : theme.colors.background)};
  color: ${({ theme, $mine }) => ($mine ? theme.colors.primaryContrast : theme.colors.text)};
  border: 1px solid ${({ theme, $mine }) => ($mine ? theme.colors.primary : theme.colors.border)};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Time = styled.time`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
`;

const Older = styled.div`
  display: flex;
  justify-content: center;
  margin-bottom: ${({ theme }) => theme.spacing.sm};
`;

const PendingNote = styled.span<{ $refused: boolean }>`
  display: inline-flex;
  gap: ${({ theme }) => theme.spacing.xs};
  align-items: center;
  color: ${({ theme, $refused }) => ($refused ? theme.colors.danger : theme.colors.muted)};
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

interface MessageLogProps {
  messages: ConversationMessage[];
  otherName: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  olderFailed: boolean;
  onLoadOlder: () => Promise<void>;
  /** My replies written offline, waiting in the outbox (or refused when they were sent). */
  pending?: readonly OutboxItem[];
  onDismissPending?: (id: string) => void;
}

/**
 * The messages, oldest at the top, mine on the right; a log that reads new messages out politely. It opens at the
 * newest message, follows a new one, and keeps the reader's place when older ones are added above.
 */
export function MessageLog({
  messages,
  otherName,
  hasOlder,
  loadingOlder,
  olderFailed,
  onLoadOlder,
  pending = [],
  onDismissPending,
}: MessageLogProps) {
  const { t, i18n } = useTranslation('profile');
  const box = useRef<HTMLDivElement>(null);
  // The box's height before older messages were added above: the scroll moves down by what they added.
  const heightBeforeOlder = useRef<number | null>(null);
  const lastId = pending.at(-1)?.id ?? messages.at(-1)?.id;
  const firstId = messages[0]?.id;

  useLayoutEffect(() => {
    const element = box.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lastId]);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element || heightBeforeOlder.current === null) return;
    element.scrollTop += element.scrollHeight - heightBeforeOlder.current;
    heightBeforeOlder.current = null;
  }, [firstId]);

  const loadOlder = () => {
    heightBeforeOlder.current = box.current?.scrollHeight ?? null;
    void onLoadOlder();
  };

  const now = new Date();
  return (
    <Log
      ref={box}
      role="log"
      aria-live="polite"
      aria-label={t('discussions.thread.messagesLabel')}
      aria-busy={loadingOlder || undefined}
      tabIndex={0}
    >
      {hasOlder ? (
        <Older>
          <Button variant="ghost" size="sm" loading={loadingOlder} onClick={loadOlder}>
            {t('discussions.thread.older')}
          </Button>
        </Older>
      ) : null}
      {olderFailed ? <p role="alert">{t('discussions.thread.olderFailed')}</p> : null}
      {messages.length === 0 && pending.length === 0 ? (
        <Muted>{t('discussions.thread.noMessages')}</Muted>
      ) : null}
      <List>
        {messages.map((message) => {
          const moment = messageMoment(message.createdAt, i18n.language, now);
          return (
            <Item key={message.id} $mine={message.mine}>
              <Bubble $mine={message.mine}>
                <VisuallyHidden>
                  {message.mine
                    ? t('discussions.thread.fromMe')
                    : t('discussions.thread.fromThem', { name: otherName })}{' '}
                </VisuallyHidden>
                {message.body}
              </Bubble>
              {moment ? (
                <Time dateTime={message.createdAt}>
                  {moment.today
                    ? moment.time
                    : t('discussions.thread.at', { date: moment.date, time: moment.time })}
                </Time>
              ) : null}
            </Item>
          );
        })}
        {pending.map((item) => (
          <Item key={item.id} $mine>
            <Bubble $mine>
              <VisuallyHidden>{t('discussions.thread.fromMe')} </VisuallyHidden>
              {item.message}
            </Bubble>
            {item.refused ? (
              <PendingNote $refused role="alert">
                {t('discussions.thread.refused', { reason: item.refused })}
                {onDismissPending ? (
                  <Button variant="ghost" size="sm" onClick={() => onDismissPending(item.id)}>
                    {t('discussions.thread.dismiss')}
                  </Button>
                ) : null}
              </PendingNote>
            ) : (
              <PendingNote $refused={false}>{t('discussions.thread.pending')}</PendingNote>
            )}
          </Item>
        ))}
      </List>
    </Log>
  );
}
