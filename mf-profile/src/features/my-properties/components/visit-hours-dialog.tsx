import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ApiError, type Product, type VisitAvailability } from '@immo237/shared/api';
import { toast } from '@immo237/shared/toast';
import {
  Button,
  Checkbox,
  choiceGroupStyles,
  Modal,
  Notice,
  Select,
  Spinner,
  TextField,
} from '@immo237/shared/ui';
import { copyVisitHours } from '../api/copy-visit-hours';
import { getVisitHours } from '../api/get-visit-hours';
import { saveVisitHours } from '../api/save-visit-hours';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};

  fieldset {
    ${choiceGroupStyles}
    display: flex;
    flex-direction: column;
  }
`;

const Day = styled.div`
  display: grid;
  grid-template-columns: minmax(7rem, 1fr) 1fr 1fr;
  gap: ${({ theme }) => theme.spacing.xs};
  align-items: end;
`;

/** A line of the form: a field and its button, or the form's buttons. */
const Line = styled(Day)`
  grid-template-columns: minmax(0, 1fr) auto;
`;

const DaysOff = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** One range a day, as the form edits them: the day's box ticked, from and to. */
type DayHours = { on: boolean; from: string; to: string };

function toDays(hours: VisitAvailability): Record<number, DayHours> {
  const days: Record<number, DayHours> = {};
  for (const day of WEEKDAYS) {
    const range = hours.ranges.find((r) => r.day === day);
    days[day] = range
      ? { on: true, from: range.from, to: range.to }
      : { on: false, from: '16:00', to: '18:00' };
  }
  return days;
}

/**
 * 'Disponibilités de visite' of one of my listings: the visit length, one range of hours per weekday (Cameroon's
 * time), dates without visits, and other listings of mine to give the same hours. The API checks the ranges and
 * says what is wrong in French; nothing typed is lost then. A modal dialog: focus goes in, Escape closes it.
 */
export function VisitHoursDialog({
  product,
  others,
  onClose,
}: {
  product: Product | null;
  others: Product[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('profile');
  const [slotMinutes, setSlotMinutes] = useState<30 | 60>(60);
  const [days, setDays] = useState<Record<number, DayHours> | null>(null);
  const [daysOff, setDaysOff] = useState<string[]>([]);
  const [dayOff, setDayOff] = useState('');
  const [copyTo, setCopyTo] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const productId = product?.id;

  useEffect(() => {
    if (!productId) return;
    let current = true;
    setDays(null);
    setError(null);
    setCopyTo([]);
    getVisitHours(productId)
      .then((hours) => {
        if (!current) return;
        setSlotMinutes(hours.slotMinutes);
        setDays(toDays(hours));
        setDaysOff(hours.daysOff);
      })
      .catch(() => current && setError(t('visitHours.loadFailed')));
    return () => {
      current = false;
    };
  }, [productId, t]);

  const dayName = (day: number) =>
    new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2026, 0, 4 + day)),
    );
  const dateName = (date: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${date}T12:00:00Z`),
    );
  const setDay = (day: number, change: Partial<DayHours>) =>
    setDays((current) => (current ? { ...current, [day]: { ...current[day]!, ...change } } : current));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!product || !days) return;
    const hours: VisitAvailability = {
      slotMinutes,
      ranges: WEEKDAYS.filter((day) => days[day]!.on).map((day) => ({
        day,
        from: days[day]!.from,
        to: days[day]!.to,
      })),
      daysOff,
    };
    setSaving(true);
    setError(null);
    try {
      await saveVisitHours(product.id, hours);
      if (copyTo.length > 0) await copyVisitHours(product.id, copyTo);
      toast.success(t('visitHours.saved'), { id: 'visit-hours', duration: 4000 });
      onClose();
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.status === 400 && failure.code !== 'VALIDATION_ERROR'
          ? failure.message
          : t(
              failure instanceof ApiError && failure.code === 'VALIDATION_ERROR'
                ? 'visitHours.invalid'
                : 'visitHours.failed',
            ),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={Boolean(product)}
      onClose={onClose}
      title={t('visitHours.title', { name: product?.name ?? '' })}
      size="lg"
    >
      {!days ? (
        error ? (
          <Notice tone="danger">{error}</Notice>
        ) : (
          <p role="status">
            <Spinner /> {t('visitHours.loading')}
          </p>
        )
      ) : (
        <Form method="post" noValidate onSubmit={submit} aria-label={t('visitHours.form')}>
          <p>{t('visitHours.lead')}</p>
          <Select
            label={t('visitHours.length')}
            value={String(slotMinutes)}
            options={[
              { value: '30', label: t('visitHours.minutes', { count: 30 }) },
              { value: '60', label: t('visitHours.hour') },
            ]}
            onChange={(event) => setSlotMinutes(event.target.value === '30' ? 30 : 60)}
          />
          <fieldset>
            <legend>{t('visitHours.week')}</legend>
            {WEEKDAYS.map((day) => (
              <Day key={day}>
                <Checkbox
                  label={dayName(day)}
                  checked={days[day]!.on}
                  onChange={(event) => setDay(day, { on: event.target.checked })}
                />
                <TextField
                  type="time"
                  step={1800}
                  label={t('visitHours.from', { day: dayName(day) })}
                  value={days[day]!.from}
                  disabled={!days[day]!.on}
                  onChange={(event) => setDay(day, { from: event.target.value })}
                />
                <TextField
                  type="time"
                  step={1800}
                  label={t('visitHours.to', { day: dayName(day) })}
                  value={days[day]!.to}
                  disabled={!days[day]!.on}
                  onChange={(event) => setDay(day, { to: event.target.value })}
                />
              </Day>
            ))}
          </fieldset>
          <fieldset>
            <legend>{t('visitHours.daysOff')}</legend>
            {daysOff.length > 0 ? (
              <DaysOff>
                {daysOff.map((date) => (
                  <li key={date}>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setDaysOff((current) => current.filter((d) => d !== date))}
                    >
                      {t('visitHours.removeDayOff', { date: dateName(date) })}
                    </Button>
                  </li>
                ))}
              </DaysOff>
            ) : null}
            <Line>
              <TextField
                type="date"
                label={t('visitHours.dayOff')}
                value={dayOff}
                onChange={(event) => setDayOff(event.target.value)}
              />
              <Button
                size="sm"
                variant="secondary"
                disabled={!/^\d{4}-\d{2}-\d{2}$/.test(dayOff)}
                onClick={() => {
                  setDaysOff((current) => (current.includes(dayOff) ? current : [...current, dayOff].sort()));
                  setDayOff('');
                }}
              >
                {t('visitHours.addDayOff')}
              </Button>
            </Line>
          </fieldset>
          {others.length > 0 ? (
            <fieldset>
              <legend>{t('visitHours.copyTo')}</legend>
              {others.map((other) => (
                <Checkbox
                  key={other.id}
                  label={other.name}
                  checked={copyTo.includes(other.id)}
                  onChange={(event) =>
                    setCopyTo((current) =>
                      event.target.checked ? [...current, other.id] : current.filter((id) => id !== other.id),
                    )
                  }
                />
              ))}
            </fieldset>
          ) : null}
          {error ? <Notice tone="danger">{error}</Notice> : null}
          <Line>
            <Button type="submit" loading={saving}>
              {t('visitHours.save')}
            </Button>
            <Button variant="secondary" disabled={saving} onClick={onClose}>
              {t('visitHours.cancel')}
            </Button>
          </Line>
        </Form>
      )}
    </Modal>
  );
}
