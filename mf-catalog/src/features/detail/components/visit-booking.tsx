import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError, type Product, type Visit, type VisitSlots } from '@immo237/shared/api';
import { hasValidSession, useAuthStore, type AuthState } from '@immo237/shared/auth';
import { useDataClient, useQuery } from '@immo237/shared/data';
import { formatPrice } from '@immo237/shared/format';
import {
  Button,
  ButtonLink,
  choiceGroupStyles,
  Notice,
  Select,
  TextAreaField,
  useHydrated,
} from '@immo237/shared/ui';
import { listVisitSlots } from '../api/list-visit-slots';
import { requestVisit } from '../api/request-visit';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSizes.xl};
  }

  p {
    margin: 0;
  }
`;

const Times = styled.fieldset`
  ${choiceGroupStyles}
  display: flex;
  flex-wrap: wrap;

  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.xxs};
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.spacing.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    cursor: pointer;
  }

  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const ZONE = 'Africa/Douala';
const memberIdOf = (state: AuthState) =>
  hasValidSession(state) && state.user ? String(state.user.id) : null;

/**
 * Slots in Cameroon's time, in the page's language: the day in full ('samedi 12 décembre'), the day in short for the
 * day select, whose options must fit a 360 px screen ('sam. 12 déc.'), and the time ('10:00').
 */
function useFormats() {
  const { i18n } = useTranslation('catalog');
  const dayIn = (length: 'long' | 'short') =>
    new Intl.DateTimeFormat(i18n.language, {
      weekday: length,
      day: 'numeric',
      month: length,
      timeZone: ZONE,
    });
  const [day, shortDay] = [dayIn('long'), dayIn('short')];
  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit', timeZone: ZONE });
  return {
    day: (iso: string) => day.format(new Date(iso)),
    shortDay: (iso: string) => shortDay.format(new Date(iso)),
    time: (iso: string) => time.format(new Date(iso)),
  };
}

/**
 * 'Demander une visite': the listing's free slots of the next 14 days (Cameroon's time), a day then a time, and an
 * optional message; the visit fee or 'Visite gratuite'. A visitor without an account is sent to sign in and brought
 * back here; a member's request goes to the owner in their discussion. Slots change as visits are confirmed, so
 * they are read in the browser once the page is live, never kept in the drawn page: until then, and for a listing
 * without visit hours, nothing shows.
 */
export function VisitBooking({ product }: { product: Product }) {
  const live = useHydrated();
  const memberId = useAuthStore(memberIdOf);
  const client = useDataClient();
  const query = useQuery(
    {
      queryKey: ['visit-slots', product.id],
      queryFn: () => listVisitSlots(product.id),
      enabled: live,
      staleTime: 0,
    },
    client,
  );
  if (!live || !query.data || query.data.days.length === 0) return null;
  if (memberId !== null && memberId === product.user_id) return null;
  return (
    <BookingForm
      product={product}
      slots={query.data}
      member={memberId !== null}
      onTaken={() => void query.refetch()}
    />
  );
}

function BookingForm({
  product,
  slots,
  member,
  onTaken,
}: {
  product: Product;
  slots: VisitSlots;
  member: boolean;
  onTaken: () => void;
}) {
  const { t } = useTranslation('catalog');
  const format = useFormats();
  const location = useLocation();
  const [date, setDate] = useState(slots.days[0]!.date);
  const [startsAt, setStartsAt] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<Visit | null>(null);
  const day = slots.days.find((d) => d.date === date) ?? slots.days[0]!;
  const here = `${location.pathname}${location.search}`;

  if (sent)
    return (
      <Box aria-labelledby="catalog-visit-title">
        <h2 id="catalog-visit-title">{t('visit.title')}</h2>
        <Notice tone="success">
          {t('visit.sent', { slot: `${format.day(sent.startsAt)}, ${format.time(sent.startsAt)}` })}{' '}
          <Link to="/profile/visites">{t('visit.myVisits')}</Link>
        </Notice>
      </Box>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!startsAt) {
      setError(t('visit.chooseSlot'));
      return;
    }
    setSending(true);
    setError(null);
    try {
      setSent(
        await requestVisit({
          productId: product.id,
          startsAt,
          ...(message.trim() ? { message: message.trim() } : {}),
        }),
      );
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'SLOT_UNAVAILABLE') {
        setStartsAt('');
        onTaken();
      }
      setError(
        failure instanceof ApiError &&
          failure.status !== undefined &&
          failure.status < 500 &&
          failure.status !== 401
          ? failure.message
          : t('visit.failed'),
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <Box aria-labelledby="catalog-visit-title">
      <h2 id="catalog-visit-title">{t('visit.title')}</h2>
      {slots.visitFee ? (
        <>
          <p>{t('visit.fee', { fee: formatPrice(slots.visitFee, 'XAF') })}</p>
          <p>
            <strong>{t('visit.feeSafety')}</strong>
          </p>
        </>
      ) : (
        <p>{t('visit.free')}</p>
      )}
      <form method="post" noValidate onSubmit={submit} aria-labelledby="catalog-visit-title">
        <Select
          label={t('visit.day')}
          value={day.date}
          options={slots.days.map((d) => ({
            value: d.date,
            label: `${format.shortDay(d.slots[0]!.startsAt)} (${t('visit.slotCount', { count: d.slots.length })})`,
          }))}
          onChange={(event) => {
            setDate(event.target.value);
            setStartsAt('');
          }}
        />
        <Times>
          <legend>{t('visit.time', { day: format.day(day.slots[0]!.startsAt) })}</legend>
          {day.slots.map((slot) => (
            <label key={slot.startsAt}>
              <input
                type="radio"
                name="visit-slot"
                value={slot.startsAt}
                checked={startsAt === slot.startsAt}
                onChange={() => {
                  setStartsAt(slot.startsAt);
                  setError(null);
                }}
              />
              {format.time(slot.startsAt)}
            </label>
          ))}
        </Times>
        {member ? (
          <>
            <TextAreaField
              label={t('visit.message')}
              rows={3}
              maxLength={1000}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
            {error ? <Notice tone="danger">{error}</Notice> : null}
            <Button type="submit" loading={sending}>
              {t('visit.submit')}
            </Button>
          </>
        ) : (
          <ButtonLink as={Link} to={`/login?redirect=${encodeURIComponent(here)}`}>
            {t('visit.signIn')}
          </ButtonLink>
        )}
      </form>
    </Box>
  );
}
