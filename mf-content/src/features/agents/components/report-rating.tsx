import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ButtonLink, Modal, Notice, TextAreaField } from '@immo237/shared/ui';
import { reportRating } from '../api/report-rating';
import { ratingErrorKey, type RatingErrorKey } from './rating-errors';

/** The API's longest reason. */
export const REPORT_REASON_MAX = 500;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};

  p {
    margin: 0;
  }
`;

type Outcome = { kind: 'sent' } | { kind: 'failed'; key: RatingErrorKey } | null;

/** Refusals after which sending again is useless: the dialog only says why. */
const FINAL: RatingErrorKey[] = ['agents.ratings.errors.alreadyReported', 'agents.ratings.errors.gone'];

/**
 * 'Signaler cet avis': a signed-in member confirms, with an optional reason, and the rating goes to the moderators'
 * queue; a visitor is sent to sign in first, then back to this page. A failure keeps the reason typed.
 */
export function ReportRating({ ratingId, signedIn }: { ratingId: string; signedIn: boolean }) {
  const { t } = useTranslation('content');
  const location = useLocation();
  const formId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  if (!signedIn) {
    const here = `${location.pathname}${location.search}`;
    return (
      <ButtonLink as={Link} size="sm" variant="secondary" to={`/login?redirect=${encodeURIComponent(here)}`}>
        {t('agents.ratings.report.open')}
      </ButtonLink>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      await reportRating(ratingId, reason.trim() || undefined);
      setOutcome({ kind: 'sent' });
      setReason('');
    } catch (error) {
      setOutcome({ kind: 'failed', key: ratingErrorKey(error) });
    } finally {
      setSending(false);
    }
  };

  const close = () => {
    setOpen(false);
    setOutcome(null);
  };
  const done = outcome?.kind === 'sent' || (outcome?.kind === 'failed' && FINAL.includes(outcome.key));

  return (
    <>
      <Button size="sm" variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('agents.ratings.report.open')}
      </Button>
      <Modal
        open={open}
        onClose={close}
        size="sm"
        title={t('agents.ratings.report.title')}
        initialFocusRef={done ? undefined : field}
        footer={
          done ? (
            <Button onClick={close}>{t('agents.ratings.report.close')}</Button>
          ) : (
            <>
              <Button variant="secondary" onClick={close} disabled={sending}>
                {t('agents.ratings.cancel')}
              </Button>
              <Button type="submit" form={formId} loading={sending}>
                {t('agents.ratings.report.submit')}
              </Button>
            </>
          )
        }
      >
        {outcome?.kind === 'sent' ? (
          <Notice tone="success">{t('agents.ratings.report.sent')}</Notice>
        ) : done && outcome?.kind === 'failed' ? (
          <Notice tone="danger">{t(outcome.key)}</Notice>
        ) : (
          <Form id={formId} method="post" noValidate onSubmit={(event) => void submit(event)}>
            <p>{t('agents.ratings.report.intro')}</p>
            <TextAreaField
              ref={field}
              label={t('agents.ratings.report.reason')}
              name="reason"
              rows={3}
              maxLength={REPORT_REASON_MAX}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
            {outcome?.kind === 'failed' ? <Notice tone="danger">{t(outcome.key)}</Notice> : null}
          </Form>
        )}
      </Modal>
    </>
  );
}
