import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RatingBody } from '@immo237/shared/api';
import { Button, choiceGroupStyles, Notice, TextAreaField } from '@immo237/shared/ui';

const Stars = styled.fieldset`
  ${choiceGroupStyles}
  display: flex;
  flex-wrap: wrap;

  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.xxs};
    min-height: 44px;
    padding-right: ${({ theme }) => theme.spacing.sm};
  }
`;

/**
 * 'Noter l'annonceur' after a visit marked done: 1 to 5 stars and an optional comment (1 000 characters at most).
 * Nothing is sent without a note; what is typed stays if the API refuses.
 */
export function RatingForm({ onRate }: { onRate: (body: RatingBody) => Promise<boolean> }) {
  const { t } = useTranslation('profile');
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stars) {
      setMissing(true);
      return;
    }
    setSending(true);
    await onRate({ stars, ...(comment.trim() ? { comment: comment.trim() } : {}) });
    setSending(false);
  };

  return (
    <form method="post" noValidate aria-label={t('visits.rate.title')} onSubmit={submit}>
      <Stars>
        <legend>{t('visits.rate.stars')}</legend>
        {[1, 2, 3, 4, 5].map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="rating-stars"
              value={value}
              checked={stars === value}
              onChange={() => {
                setStars(value);
                setMissing(false);
              }}
            />
            {t('visits.rate.star', { count: value })}
          </label>
        ))}
      </Stars>
      {missing ? <Notice tone="danger">{t('visits.rate.starsRequired')}</Notice> : null}
      <TextAreaField
        label={t('visits.rate.comment')}
        rows={3}
        maxLength={1000}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      <Button type="submit" size="sm" loading={sending}>
        {t('visits.rate.submit')}
      </Button>
    </form>
  );
}
