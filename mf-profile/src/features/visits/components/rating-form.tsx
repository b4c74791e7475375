import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RatingBody } from '@immo237/shared/api';
import { Button, Select, TextAreaField } from '@immo237/shared/ui';

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
      <Select
        label={t('visits.rate.stars')}
        required
        placeholder
        value={stars ? String(stars) : ''}
        error={missing ? t('visits.rate.starsRequired') : undefined}
        options={[5, 4, 3, 2, 1].map((value) => ({
          value: String(value),
          label: t('visits.rate.star', { count: value }),
        }))}
        onChange={(event) => {
          setStars(Number(event.target.value));
          setMissing(false);
        }}
      />
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
