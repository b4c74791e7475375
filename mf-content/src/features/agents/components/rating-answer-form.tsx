import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AdvertiserRatings } from '@immo237/shared/api';
import { useDataClient } from '@immo237/shared/data';
import { Button, Notice, TextAreaField, useMessageForm } from '@immo237/shared/ui';
import { agentRatingsQuery } from '../api/agent-queries';
import { answerRating } from '../api/answer-rating';
import { ratingErrorKey, type RatingErrorKey } from './rating-errors';

/** The API's longest answer. */
export const ANSWER_MAX = 1000;

const Form = styled.form`
  display: grid;
  flex: 1 1 100%;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
`;

/**
 * 'Répondre' under a rating of the signed-in advertiser without an answer yet: a small form whose answer, once
 * published, shows under the rating for everyone. A failure keeps what was typed; a refusal that ends it (already
 * answered, rating gone) reads the list again.
 */
export function RatingAnswerForm({
  slug,
  ratingId,
  onPublished,
}: {
  slug: string;
  ratingId: string;
  /** Told the rating's id once its answer is published (the list then shows it in place of the form). */
  onPublished: (ratingId: string) => void;
}) {
  const { t } = useTranslation('content');
  const client = useDataClient();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<RatingErrorKey | null>(null);
  const answer = useMessageForm({
    label: t('agents.ratings.answerLabel'),
    name: 'answer',
    maxLength: ANSWER_MAX,
    check: (text) => (text ? null : t('agents.ratings.errors.answerRequired')),
    send: async (text) => {
      setFailure(null);
      const key = agentRatingsQuery(slug).queryKey;
      try {
        const answered = await answerRating(ratingId, text);
        onPublished(answered.id);
        client.setQueryData<AdvertiserRatings>(
          key,
          (list) =>
            list && { ...list, items: list.items.map((item) => (item.id === answered.id ? answered : item)) },
        );
      } catch (error) {
        const failed = ratingErrorKey(error);
        setFailure(failed);
        if (failed === 'agents.ratings.errors.alreadyAnswered' || failed === 'agents.ratings.errors.gone')
          void client.invalidateQueries({ queryKey: key });
      }
    },
  });
  const { fieldRef } = answer;

  useEffect(() => {
    if (open) fieldRef.current?.focus();
  }, [open, fieldRef]);

  if (!open)
    return (
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        {t('agents.ratings.reply')}
      </Button>
    );

  return (
    <Form {...answer.form}>
      <TextAreaField {...answer.field} />
      {failure ? <Notice tone="danger">{t(failure)}</Notice> : null}
      <Actions>
        <Button type="submit" size="sm" loading={answer.sending}>
          {t('agents.ratings.publish')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={answer.sending}
          onClick={() => {
            setOpen(false);
            setFailure(null);
            answer.clearError();
          }}
        >
          {t('agents.ratings.cancel')}
        </Button>
      </Actions>
    </Form>
  );
}
