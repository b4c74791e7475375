import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Modal, Notice, TextAreaField, useMessageForm } from '@immo237/shared/ui';
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
 * The confirmation of 'Signaler cet avis': an optional reason, then the rating goes to the moderators' queue. A
 * failure keeps the reason typed; a refusal that ends it (already reported, rating gone) only says why.
 */
export function ReportRatingDialog({ ratingId, onClose }: { ratingId: string; onClose: () => void }) {
  const { t } = useTranslation('content');
  const formId = useId();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const report = useMessageForm({
    label: t('agents.ratings.report.reason'),
    name: 'reason',
    maxLength: REPORT_REASON_MAX,
    send: async (reason) => {
      try {
        await reportRating(ratingId, reason || undefined);
        setOutcome({ kind: 'sent' });
      } catch (error) {
        setOutcome({ kind: 'failed', key: ratingErrorKey(error) });
      }
    },
  });
  const { sending } = report;

  const done = outcome?.kind === 'sent' || (outcome?.kind === 'failed' && FINAL.includes(outcome.key));

  return (
    <Modal
      open
      onClose={onClose}
      size="sm"
      title={t('agents.ratings.report.title')}
      initialFocusRef={done ? undefined : report.fieldRef}
      footer={
        done ? (
          <Button onClick={onClose}>{t('agents.ratings.report.close')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={sending}>
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
        <Form id={formId} {...report.form}>
          <p>{t('agents.ratings.report.intro')}</p>
          <TextAreaField {...report.field} />
          {outcome?.kind === 'failed' ? <Notice tone="danger">{t(outcome.key)}</Notice> : null}
        </Form>
      )}
    </Modal>
  );
}
