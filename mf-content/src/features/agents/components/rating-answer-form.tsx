import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AdvertiserRatings } from '@immo237/shared/api';
import { useDataClient } from '@immo237/shared/data';
import { Button, Notice, TextAreaField } from '@immo237/shared/ui';
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
  const field = useRef<HTMLTextAreaElement>(null);
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<RatingErrorKey | 'agents.ratings.errors.answerRequired' | null>(null);

  useEffect(() => {
    if (open) field.current?.focus();
  }, [open]);

  if (!open)
    return (
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        {t('agents.ratings.reply')}
      </Button>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = answer.trim();
    if (!text) {
      setError('agents.ratings.errors.answerRequired');
      field.current?.focus();
      return;
    }
    setSending(true);
    setError(null);
    const key = agentRatingsQuery(slug).queryKey;
    try {
      const answered = await answerRating(ratingId, text);
      onPublished(answered.id);
      client.setQueryData<AdvertiserRatings>(
        key,
        (list) =>
          list && { ...list, items: list.items.map((item) => (item.id === answered.id ? answered : item)) },
      );
    } catch (failure) {
      const failed = ratingErrorKey(failure);
      setError(failed);
      setSending(false);
      if (failed === 'agents.ratings.errors.alreadyAnswered' || failed === 'agents.ratings.errors.gone')
        void client.invalidateQueries({ queryKey: key });
    }
  };

  return (
    <Form method="post" noValidate onSubmit={(event) => void submit(event)}>
      <TextAreaField
        ref={field}
        label={t('agents.ratings.answerLabel')}
        name="answer"
        rows={3}
        maxLength={ANSWER_MAX}
        value={answer}
        error={error === 'agents.ratings.errors.answerRequired' ? t(error) : undefined}
        onChange={(event) => {
          setAnswer(event.target.value);
          if (error === 'agents.ratings.errors.answerRequired') setError(null);
        }}
      />
      {error && error !== 'agents.ratings.errors.answerRequired' ? (
        <Notice tone="danger">{t(error)}</Notice>
      ) : null}
      <Actions>
        <Button type="submit" size="sm" loading={sending}>
          {t('agents.ratings.publish')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={sending}
          onClick={() => {
            setOpen(false);
            setError(null);
          }}
        >
          {t('agents.ratings.cancel')}
        </Button>
      </Actions>
    </Form>
  );
}
