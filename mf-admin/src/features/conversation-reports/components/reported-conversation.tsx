import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { type AdminConversationTranscript } from '@immo237/shared/api';
import { Button } from '@immo237/shared/ui';
import { readReportedConversation } from '../api/read-reported-conversation';

const Messages = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  max-height: 24rem;
  margin: 0;
  padding: ${({ theme }) => theme.spacing.sm};
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  list-style: none;

  li {
    white-space: pre-wrap;
  }

  strong {
    display: block;
  }

  time {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  }
`;

/**
 * A reported discussion's messages, read on demand: the API journals each reading (who read which discussion,
 * when), so nothing is fetched until the moderator asks, and the messages leave the page when they close them.
 */
export function ReportedConversation({ reportId, reportedId }: { reportId: string; reportedId: string }) {
  const { t, i18n } = useTranslation('admin');
  const [transcript, setTranscript] = useState<AdminConversationTranscript | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const when = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Africa/Douala',
  });

  if (transcript)
    return (
      <section aria-label={t('conversationReports.transcript')}>
        {transcript.messages.length === 0 ? (
          <p>{t('conversationReports.noMessage')}</p>
        ) : (
          <Messages>
            {transcript.messages.map((message) => (
              <li key={message.id}>
                <strong>
                  {message.senderName}
                  {message.senderId === reportedId ? ` (${t('conversationReports.reportedPerson')})` : ''}
                </strong>
                <time dateTime={message.createdAt}>{when.format(new Date(message.createdAt))}</time>
                <p>{message.body}</p>
              </li>
            ))}
          </Messages>
        )}
        <Button size="sm" variant="secondary" onClick={() => setTranscript(null)}>
          {t('conversationReports.closeTranscript')}
        </Button>
      </section>
    );
  return (
    <>
      {state === 'failed' ? <p role="alert">{t('conversationReports.readFailed')}</p> : null}
      <Button
        size="sm"
        variant="secondary"
        loading={state === 'loading'}
        onClick={async () => {
          setState('loading');
          try {
            setTranscript(await readReportedConversation(reportId));
            setState('idle');
          } catch {
            setState('failed');
          }
        }}
      >
        {t('conversationReports.read')}
      </Button>
    </>
  );
}
