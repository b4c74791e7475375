import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { type RatingBody, type Visit } from '@immo237/shared/api';
import { Badge, Button, Card, TextAreaField, type BadgeTone } from '@immo237/shared/ui';
import type { VisitDecision } from '../api/decide-visit';
import { ProposeSlotForm } from './propose-slot-form';
import { RatingForm } from './rating-form';
import { Row } from './row';

/** The shared surface, as a list item; its text wraps anywhere (long names, e-mails). */
const Item = styled(Card).attrs({ as: 'li' })`
  gap: ${({ theme }) => theme.spacing.xs};
  overflow-wrap: anywhere;

  h3,
  p {
    margin: 0;
  }

  h3 {
    font-size: ${({ theme }) => theme.typography.fontSizes.lg};
  }
`;

const TONES: Record<Visit['status'], BadgeTone> = {
  PENDING: 'warning',
  CONFIRMED: 'success',
  DECLINED: 'danger',
  CANCELLED: 'neutral',
  DONE: 'primary',
};

/** The slot in Cameroon's time, in the page's language: 'samedi 12 décembre, 10:00'. */
function useSlotText(startsAt: string) {
  const { i18n } = useTranslation('profile');
  return new Intl.DateTimeFormat(i18n.language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Africa/Douala',
  }).format(new Date(startsAt));
}

type Asking = 'decline' | 'cancel' | 'propose' | null;

/** The answers to 'La visite a-t-elle eu lieu ?'. */
const OUTCOMES = ['DONE', 'CANCELLED', 'OWNER_ABSENT'] as const;

/** The reason each question asks for: optional to decline, required to cancel (the API's limit of 500). */
const REASONS = {
  decline: { label: 'visits.declineReason', required: false, rows: 3, maxLength: 500 },
  cancel: { label: 'visits.cancelReason', required: true, rows: 3, maxLength: 500 },
} as const;

/**
 * One visit of 'Mes visites': its slot, listing, the other person and status, and what I may do now (the API says
 * which). Declining asks for an optional reason, cancelling for a required one; what is typed stays if the API
 * refuses. The owner may propose another free slot instead; the visitor then accepts it or declines it.
 */
export function VisitItem({
  visit,
  onDecide,
  onRate,
}: {
  visit: Visit;
  onDecide: (visit: Visit, decision: VisitDecision) => Promise<boolean>;
  onRate: (visit: Visit, body: RatingBody) => Promise<boolean>;
}) {
  const { t } = useTranslation('profile');
  const slot = useSlotText(visit.startsAt);
  const [asking, setAsking] = useState<Asking>(null);
  // What is typed as the reason, and what is wrong with it.
  const [reason, setReason] = useState<{ text: string; error?: string }>({ text: '' });
  const [busy, setBusy] = useState(false);

  const run = async (decision: VisitDecision) => {
    setBusy(true);
    const done = await onDecide(visit, decision);
    setBusy(false);
    if (done) {
      setAsking(null);
      setReason({ text: '' });
    }
    return done;
  };

  const submitReason = (event: FormEvent) => {
    event.preventDefault();
    if (asking === 'cancel') {
      if (!reason.text.trim()) {
        setReason({ ...reason, error: t('visits.cancelReasonRequired') });
        return;
      }
      void run({ action: 'cancel', reason: reason.text.trim() });
    } else if (asking === 'decline') {
      void run({ action: 'decline', ...(reason.text.trim() ? { reason: reason.text.trim() } : {}) });
    }
  };

  const awaitingMe = visit.status === 'PENDING' && visit.actions.includes('confirm');
  // The visitor answers the owner's proposal: accepting it confirms the visit at the proposed slot.
  const answeringProposal = awaitingMe && visit.role === 'VISITOR' && visit.proposedBy === 'OWNER';
  return (
    <Item>
      <h3>{slot}</h3>
      <Row>
        <Badge tone={TONES[visit.status]}>{t(`visits.status.${visit.status}`)}</Badge>
        {visit.status === 'PENDING' ? (
          <span>{awaitingMe ? t('visits.awaitingYou') : t('visits.awaitingOther')}</span>
        ) : null}
      </Row>
      <p>
        {visit.listing ? (
          <Link to={`/details/${visit.listing.slug}`}>{visit.listing.name}</Link>
        ) : (
          t('visits.listingGone')
        )}
      </p>
      <p>
        {visit.role === 'VISITOR'
          ? t('visits.withOwner', { name: visit.other.name })
          : t('visits.askedBy', { name: visit.other.name })}
      </p>
      {visit.status === 'PENDING' && visit.proposedBy === 'OWNER' ? (
        <p>{t(visit.role === 'OWNER' ? 'visits.youProposed' : 'visits.otherSlotProposed')}</p>
      ) : null}
      {visit.message ? <p>« {visit.message} »</p> : null}
      {visit.visitorOutcome === 'OWNER_ABSENT' ? <p>{t('visits.ownerAbsent')}</p> : null}
      {visit.visitorAbsent ? <p>{t('visits.visitorAbsent')}</p> : null}
      {visit.reason && (visit.status === 'DECLINED' || visit.status === 'CANCELLED') ? (
        <p>{t('visits.reason', { reason: visit.reason })}</p>
      ) : null}
      <Row>
        <Link to={`/profile/discussions/${visit.conversationId}`}>{t('visits.openDiscussion')}</Link>
      </Row>
      {visit.actions.includes('outcome') ? (
        <div role="group" aria-label={t('visits.outcomeQuestion')}>
          <p>{t('visits.outcomeQuestion')}</p>
          <Row>
            {OUTCOMES.map((outcome) => (
              <Button
                key={outcome}
                size="sm"
                variant={outcome === 'DONE' ? 'primary' : 'secondary'}
                disabled={busy}
                onClick={() => void run({ action: 'outcome', outcome })}
              >
                {t(`visits.outcomes.${outcome}`)}
              </Button>
            ))}
          </Row>
        </div>
      ) : null}
      {visit.actions.includes('rate') ? <RatingForm onRate={(body) => onRate(visit, body)} /> : null}
      {visit.rated ? <p>{t('visits.rate.given')}</p> : null}
      {asking === 'propose' ? (
        <ProposeSlotForm
          visit={visit}
          busy={busy}
          onPropose={(startsAt) => run({ action: 'propose', startsAt })}
          onBack={() => setAsking(null)}
        />
      ) : asking ? (
        <form
          method="post"
          noValidate
          aria-label={t(asking === 'cancel' ? 'visits.cancelForm' : 'visits.declineForm')}
          onSubmit={submitReason}
        >
          <TextAreaField
            {...REASONS[asking]}
            label={t(REASONS[asking].label)}
            value={reason.text}
            error={reason.error}
            onChange={(event) => setReason({ text: event.target.value })}
          />
          <Row>
            <Button type="submit" size="sm" variant="danger" loading={busy}>
              {t(asking === 'cancel' ? 'visits.confirmCancel' : 'visits.confirmDecline')}
            </Button>
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => setAsking(null)}>
              {t('visits.back')}
            </Button>
          </Row>
        </form>
      ) : visit.actions.length > 0 ? (
        <Row>
          {visit.actions.includes('confirm') ? (
            <Button size="sm" loading={busy} onClick={() => void run({ action: 'confirm' })}>
              {t(answeringProposal ? 'visits.acceptSlot' : 'visits.confirm')}
            </Button>
          ) : null}
          {visit.actions.includes('decline') ? (
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => setAsking('decline')}>
              {t(answeringProposal ? 'visits.declineSlot' : 'visits.decline')}
            </Button>
          ) : null}
          {visit.actions.includes('propose') ? (
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => setAsking('propose')}>
              {t('visits.propose.open')}
            </Button>
          ) : null}
          {visit.actions.includes('no-show') ? (
            <Button
              size="sm"
              variant="secondary"
              loading={busy}
              onClick={() => void run({ action: 'no-show' })}
            >
              {t('visits.markNoShow')}
            </Button>
          ) : null}
          {visit.actions.includes('cancel') ? (
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => setAsking('cancel')}>
              {t('visits.cancel')}
            </Button>
          ) : null}
        </Row>
      ) : null}
    </Item>
  );
}
