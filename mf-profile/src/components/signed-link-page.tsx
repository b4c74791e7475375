import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '@immo237/shared/theme';
import { Button, Notice, Spinner } from '@immo237/shared/ui';

const Page = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => `${theme.spacing.lg} ${theme.spacing.md}`};

  ${media.sm} {
    padding: ${({ theme }) => `${theme.spacing.xxl} ${theme.spacing.md}`};
  }
`;

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  width: 100%;
  max-width: 30rem;

  h1 {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
    font-size: ${({ theme }) => theme.typography.fontSizes.xxl};
    line-height: ${({ theme }) => theme.typography.lineHeights.tight};
  }
`;

const Waiting = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
`;

export interface SignedLinkPageProps {
  /** The heading's id (the panel is labelled by it). */
  id: string;
  title: string;
  state: string;
  /** Said while the link is being sent. */
  sending: string;
  /** What the link did, or why it was refused (asked for in any state but 'sending' and 'error'). */
  notice: () => string;
  /** A network or server failure, and the button that sends the link again. */
  error: string;
  retryLabel: string;
  onRetry: () => void;
  /** Shown under a success only (e.g. a link to what the link changed). */
  actions?: ReactNode;
  /** Where to go next, under a success or a refusal. */
  back: ReactNode;
}

/** The page a one-click link of a mail opens (public: the mail may be opened where nobody is signed in). */
export function SignedLinkPage({
  id,
  title,
  state,
  sending,
  notice,
  error,
  retryLabel,
  onRetry,
  actions,
  back,
}: SignedLinkPageProps) {
  return (
    <Page>
      <Panel aria-labelledby={id}>
        <h1 id={id}>{title}</h1>
        {state === 'sending' ? (
          <div role="status" aria-busy="true">
            <Waiting>
              <Spinner />
              {sending}
            </Waiting>
          </div>
        ) : state === 'error' ? (
          <>
            <Notice tone="danger">
              <p>{error}</p>
            </Notice>
            <Button fullWidth onClick={onRetry}>
              {retryLabel}
            </Button>
          </>
        ) : (
          <>
            <Notice tone={state === 'done' ? 'success' : 'danger'}>
              <p>{notice()}</p>
            </Notice>
            {state === 'done' ? actions : null}
            {back}
          </>
        )}
      </Panel>
    </Page>
  );
}
