import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ApiError, readAccessToken } from '@immo237/shared/api';
import { Checkbox } from '@immo237/shared/ui';
import {
  deleteDevicePush,
  getDevicePush,
  getPushPublicKey,
  saveDevicePush,
  type PushKinds,
} from '../api/push-subscriptions';
import { currentSubscription, keyBytes, pushSupported, siteRegistration } from '../lib/device';
import { SettingsPanel } from '../../../components/settings-panel';

const Panel = styled(SettingsPanel)`
  p {
    margin: ${({ theme }) => theme.spacing.xs} 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }

  fieldset {
    margin: ${({ theme }) => theme.spacing.sm} 0 0;
    padding: 0 0 0 ${({ theme }) => theme.spacing.md};
    border: 0;
  }

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.spacing.xs};
  }
`;

const Failure = styled.p`
  && {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const ALL_ON: PushKinds = { messages: true, visits: true, alerts: true };
const KINDS = ['messages', 'visits', 'alerts'] as const;

type Phase = 'checking' | 'unsupported' | 'off' | 'on';
type Outcome = 'saved' | 'failed' | 'blocked' | 'loadFailed' | null;

/**
 * 'Notifications': push notifications on this device (new messages, decisions on my visits, search alerts), each
 * kind on or off. Ticking the box asks the browser's permission, subscribes the device with the site's key and saves
 * the subscription; clearing it unsubscribes. Drawn once the page is live (what the browser can do is only known
 * there), and only for a session the API issued, as the other panels of the profile.
 */
export function PushNotificationsPanel() {
  const { t } = useTranslation('profile');
  const [live, setLive] = useState(false);
  const [phase, setPhase] = useState<Phase>('checking');
  const [kinds, setKinds] = useState<PushKinds>(ALL_ON);
  const [subscription, setSubscription] = useState<PushSubscription | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const available = live && Boolean(readAccessToken());

  useEffect(() => setLive(true), []);

  useEffect(() => {
    if (!available) return;
    if (!pushSupported()) {
      setPhase('unsupported');
      return;
    }
    let current = true;
    void (async () => {
      try {
        const existing = await currentSubscription();
        const mine =
          existing && Notification.permission === 'granted' ? await getDevicePush(existing.endpoint) : null;
        if (!current) return;
        setSubscription(existing);
        if (mine) setKinds(mine.kinds);
        setPhase(mine ? 'on' : 'off');
      } catch {
        if (!current) return;
        setPhase('off');
        setOutcome('loadFailed');
      }
    })();
    return () => {
      current = false;
    };
  }, [available]);

  const run = async (work: () => Promise<Outcome>, undo?: () => void) => {
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome(await work());
    } catch {
      undo?.();
      setOutcome('failed');
    } finally {
      setBusy(false);
    }
  };

  const turnOn = () =>
    run(async () => {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') return permission === 'denied' ? 'blocked' : null;
      const registration = await siteRegistration();
      if (!registration) throw new Error('no service worker');
      const device =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(await getPushPublicKey()),
        }));
      const saved = await saveDevicePush(device.toJSON(), ALL_ON);
      setSubscription(device);
      setKinds(saved.kinds);
      setPhase('on');
      return 'saved';
    });

  const turnOff = () =>
    run(async () => {
      const device = subscription ?? (await currentSubscription());
      if (device) {
        await deleteDevicePush(device.endpoint).catch((error: unknown) => {
          // Already forgotten by the site: the browser's side still goes.
          if (!(error instanceof ApiError && error.status === 404)) throw error;
        });
        await device.unsubscribe();
      }
      setSubscription(null);
      setPhase('off');
      return 'saved';
    });

  const changeKind = (kind: keyof PushKinds, on: boolean) => {
    const before = kinds;
    const next = { ...kinds, [kind]: on };
    setKinds(next);
    return run(
      async () => {
        if (!subscription) throw new Error('no subscription');
        setKinds((await saveDevicePush(subscription.toJSON(), next)).kinds);
        return 'saved';
      },
      () => setKinds(before),
    );
  };

  if (!available) return null;
  return (
    <Panel as="section" aria-labelledby="push-notifications-title">
      <h2 id="push-notifications-title">{t('pushNotifications.title')}</h2>
      {phase === 'unsupported' ? (
        <p>{t('pushNotifications.unsupported')}</p>
      ) : (
        <>
          <Checkbox
            label={t('pushNotifications.device')}
            checked={phase === 'on'}
            disabled={phase === 'checking' || busy}
            onChange={(event) => void (event.target.checked ? turnOn() : turnOff())}
          />
          {phase === 'on' ? (
            <fieldset disabled={busy}>
              <legend>{t('pushNotifications.kinds')}</legend>
              {KINDS.map((kind) => (
                <Checkbox
                  key={kind}
                  label={t(`pushNotifications.kind.${kind}`)}
                  checked={kinds[kind]}
                  onChange={(event) => void changeKind(kind, event.target.checked)}
                />
              ))}
            </fieldset>
          ) : null}
          <p>{t('pushNotifications.hint')}</p>
        </>
      )}
      {outcome === 'saved' ? <p role="status">{t('pushNotifications.saved')}</p> : null}
      {outcome && outcome !== 'saved' ? (
        <Failure role="alert">{t(`pushNotifications.${outcome}`)}</Failure>
      ) : null}
    </Panel>
  );
}
