import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { hasValidSession, useAuthStore, type AuthState } from '@immo237/shared/auth';
import { useDataClient, useQuery } from '@immo237/shared/data';
import { formatMonthYear } from '@immo237/shared/format';
import { useHydrated } from '@immo237/shared/ui';
import { agentRatingsQuery } from '../api/agent-queries';
import { RatingAnswerForm } from './rating-answer-form';
import { ReportRating } from './report-rating';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.spacing.xl};

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
    font-size: ${({ theme }) => theme.typography.fontSizes.xl};
  }

  ol {
    display: grid;
    gap: ${({ theme }) => theme.spacing.md};
    margin: ${({ theme }) => theme.spacing.md} 0 0;
    padding: 0;
    list-style: none;
  }

  li {
    padding-bottom: ${({ theme }) => theme.spacing.md};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }

  p {
    margin: ${({ theme }) => theme.spacing.xxs} 0 0;
  }
`;

const Stars = styled.span`
  color: ${({ theme }) => theme.colors.accent};
  letter-spacing: 0.1em;
`;

const Answer = styled.p`
  padding-left: ${({ theme }) => theme.spacing.sm};
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.muted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
  margin-top: ${({ theme }) => theme.spacing.xs};
`;

/** The signed-in member's id, or null; a session the guards would refuse counts as signed out. */
const memberIdOf = (state: AuthState) =>
  hasValidSession(state) && state.user ? String(state.user.id) : null;

/** '4,6 / 5' (French decimal comma) or '4.6 / 5'. */
const averageText = (average: number, language: string) =>
  `${language.startsWith('fr') ? String(average).replace('.', ',') : String(average)} / 5`;

/**
 * 'Avis après visite': what visitors said of the agent after a visit marked done, newest first, each with the month
 * of the visit and the agent's answer; the average from three ratings on. Drawn by the server with the page; once
 * the page is live, the rated advertiser may answer each rating once ('Répondre') and anyone else report one
 * ('Signaler cet avis', after signing in).
 */
export function AgentRatings({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation('content');
  const client = useDataClient();
  const ratings = useQuery(agentRatingsQuery(slug), client).data;
  const live = useHydrated();
  const [published, setPublished] = useState<string | null>(null);
  const memberId = useAuthStore(memberIdOf);
  if (!ratings) return null;
  const advertiser = memberId !== null && memberId === ratings.advertiserId;
  const language = i18n.language;
  return (
    <Section aria-labelledby="agent-ratings-title">
      <h2 id="agent-ratings-title">{t('agents.ratings.title')}</h2>
      {ratings.count === 0 ? (
        <p>{t('agents.ratings.none')}</p>
      ) : (
        <>
          <p>
            <strong>
              {/* '4,6 / 5 · 12 avis': the average from three ratings on, else the count alone. */}
              {ratings.average !== null ? `${averageText(ratings.average, language)} · ` : ''}
              {t('agents.ratings.count', { count: ratings.count })}
            </strong>
          </p>
          <ol>
            {ratings.items.map((rating) => (
              <li key={rating.id}>
                <Stars role="img" aria-label={t('agents.ratings.stars', { count: rating.stars })}>
                  {'★'.repeat(rating.stars)}
                  {'☆'.repeat(5 - rating.stars)}
                </Stars>
                <p>
                  {t('agents.ratings.by', {
                    name: rating.raterName,
                    month: formatMonthYear(`${rating.visitMonth}-15T12:00:00Z`, language),
                  })}
                </p>
                {rating.comment ? <p>{rating.comment}</p> : null}
                {rating.answer ? (
                  <Answer
                    tabIndex={-1}
                    ref={(node) => {
                      // The answer just published takes the focus the form had, once.
                      if (node && rating.id === published) {
                        node.focus();
                        setPublished(null);
                      }
                    }}
                  >
                    {t('agents.ratings.answer', { answer: rating.answer })}
                  </Answer>
                ) : null}
                {live && !(advertiser && rating.answer) ? (
                  <Actions>
                    {advertiser ? (
                      <RatingAnswerForm slug={slug} ratingId={rating.id} onPublished={setPublished} />
                    ) : (
                      <ReportRating ratingId={rating.id} signedIn={memberId !== null} />
                    )}
                  </Actions>
                ) : null}
              </li>
            ))}
          </ol>
        </>
      )}
    </Section>
  );
}
