import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@immo237/shared/ui';

const Confirm = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  width: 100%;

  p {
    margin: 0;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Failure = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

interface BlockControlProps {
  name: string;
  blockedByMe: boolean;
  onChange: (blocked: boolean) => Promise<void>;
}

/** 'Bloquer' (after a confirmation) or 'Débloquer' the other person of the thread. */
export function BlockControl({ name, blockedByMe, onChange }: BlockControlProps) {
  const { t } = useTranslation('profile');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // Where keyboard focus goes once the buttons under it change: the question, then the button that undoes it.
  const focusNext = useRef<'confirm' | 'toggle' | null>(null);

  useEffect(() => {
    const target = focusNext.current === 'confirm' ? confirmButton : focusNext.current ? toggle : null;
    focusNext.current = null;
    target?.current?.focus();
  }, [confirming, blockedByMe]);

  const run = async (blocked: boolean) => {
    setBusy(true);
    setFailed(false);
    try {
      await onChange(blocked);
      setConfirming(false);
      focusNext.current = 'toggle';
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const failure = failed ? <Failure role="alert">{t('discussions.block.failed')}</Failure> : null;

  if (confirming && !blockedByMe) {
    return (
      <Confirm role="group" aria-label={t('discussions.block.confirm', { name })}>
        <p>{t('discussions.block.confirm', { name })}</p>
        <Row>
          <Button ref={confirmButton} variant="danger" loading={busy} onClick={() => void run(true)}>
            {t('discussions.block.confirmYes')}
          </Button>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => {
              focusNext.current = 'toggle';
              setConfirming(false);
            }}
          >
            {t('discussions.block.cancel')}
          </Button>
        </Row>
        {failure}
      </Confirm>
    );
  }
  return (
    <>
      {blockedByMe ? (
        <Button ref={toggle} variant="secondary" loading={busy} onClick={() => void run(false)}>
          {t('discussions.block.unblock')}
        </Button>
      ) : (
        <Button
          ref={toggle}
          variant="ghost"
          onClick={() => {
            focusNext.current = 'confirm';
            setConfirming(true);
          }}
        >
          {t('discussions.block.block')}
        </Button>
      )}
      {failure}
    </>
  );
}
