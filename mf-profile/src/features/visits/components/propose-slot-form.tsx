import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type Visit } from '@immo237/shared/api';
import { useDataClient, useQuery } from '@immo237/shared/data';
import { Button, Select } from '@immo237/shared/ui';
import { listVisitSlots } from '../api/list-visit-slots';
import { Row } from './row';

const ZONE = 'Africa/Douala';

/** Short days and times in Cameroon's time, in the page's language, to fit a 360 px phone: 'sam. 12 déc.', '10:00'. */
function useFormats() {
  const { i18n } = useTranslation('profile');
  const day = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: ZONE,
  });
  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit', timeZone: ZONE });
  return {
    day: (iso: string) => day.format(new Date(iso)),
    time: (iso: string) => time.format(new Date(iso)),
  };
}

/**
 * 'Proposer un autre créneau': the owner picks another of the listing's free slots (the ones its page offers, read
 * afresh, less the slot asked for), a day then a time, and sends it; the visitor then accepts or declines it. A
 * slot taken meanwhile is refused by the API and the free slots are read again.
 */
export function ProposeSlotForm({
  visit,
  busy,
  onPropose,
  onBack,
}: {
  visit: Visit;
  busy: boolean;
  onPropose: (startsAt: string) => Promise<boolean>;
  onBack: () => void;
}) {
  const { t } = useTranslation('profile');
  const format = useFormats();
  const productId = visit.listing?.id ?? '';
  const query = useQuery(
    {
      queryKey: ['visit-slots', productId],
      queryFn: () => listVisitSlots(productId),
      enabled: productId !== '',
      staleTime: 0,
      retry: false,
    },
    useDataClient(),
  );
  const days = (query.data?.days ?? [])
    .map((d) => ({ ...d, slots: d.slots.filter((slot) => slot.startsAt !== visit.startsAt) }))
    .filter((d) => d.slots.length > 0);
  const [date, setDate] = useState('');
  const [startsAt, setStartsAt] = useState('');
  const day = days.find((d) => d.date === date) ?? days[0];
  const chosen = day?.slots.find((slot) => slot.startsAt === startsAt) ?? day?.slots[0];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    // Refused (the slot was taken meanwhile): the free slots are read again.
    void onPropose(chosen.startsAt).then((done) => {
      if (!done) {
        setStartsAt('');
        void query.refetch();
      }
    });
  };

  let fields;
  if (query.isPending && productId !== '') {
    fields = <p aria-busy="true">{t('visits.propose.loading')}</p>;
  } else if (query.isError) {
    fields = <p role="alert">{t('visits.propose.loadFailed')}</p>;
  } else if (!day || !chosen) {
    fields = <p>{t('visits.propose.none')}</p>;
  } else {
    fields = (
      <>
        <Select
          label={t('visits.propose.day')}
          value={day.date}
          options={days.map((d) => ({
            value: d.date,
            label: `${format.day(d.slots[0]!.startsAt)} (${t('visits.propose.slotCount', { count: d.slots.length })})`,
          }))}
          onChange={(event) => {
            setDate(event.target.value);
            setStartsAt('');
          }}
        />
        <Select
          label={t('visits.propose.time')}
          value={chosen.startsAt}
          options={day.slots.map((slot) => ({ value: slot.startsAt, label: format.time(slot.startsAt) }))}
          onChange={(event) => setStartsAt(event.target.value)}
        />
      </>
    );
  }

  return (
    <form method="post" noValidate aria-label={t('visits.propose.form')} onSubmit={submit}>
      {fields}
      <Row>
        {chosen ? (
          <Button type="submit" size="sm" loading={busy}>
            {t('visits.propose.submit')}
          </Button>
        ) : null}
        <Button size="sm" variant="secondary" disabled={busy} onClick={onBack}>
          {t('visits.back')}
        </Button>
      </Row>
    </form>
  );
}
