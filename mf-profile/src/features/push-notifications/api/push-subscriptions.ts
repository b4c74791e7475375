import { apiClient, unwrap, type Envelope } from '@immo237/shared/api';

/** The kinds of notification a device receives. */
export interface PushKinds {
  messages: boolean;
  visits: boolean;
  alerts: boolean;
}

/** This account's subscription of a device, as the API keeps it. */
export interface DevicePush {
  endpoint: string;
  kinds: PushKinds;
}

/** GET /push/public-key: the site's VAPID public key, which the browser subscribes with. */
export async function getPushPublicKey(): Promise<string> {
  return unwrap(await apiClient.get<Envelope<{ publicKey: string }>>('/push/public-key')).publicKey;
}

/** GET /user/push-subscriptions: my subscription of this device (its endpoint); null when it has none. */
export async function getDevicePush(endpoint: string): Promise<DevicePush | null> {
  return unwrap(
    await apiClient.get<Envelope<DevicePush | null>>('/user/push-subscriptions', {
      params: { endpoint },
      authenticated: true,
    }),
  );
}

/** POST /user/push-subscriptions: notify me on this device (the browser's subscription) with these kinds. */
export async function saveDevicePush(
  subscription: PushSubscriptionJSON,
  kinds: PushKinds,
): Promise<DevicePush> {
  return unwrap(
    await apiClient.post<Envelope<DevicePush>>(
      '/user/push-subscriptions',
      { ...subscription, kinds },
      { authenticated: true },
    ),
  );
}

/** DELETE /user/push-subscriptions: no more notifications on this device. */
export async function deleteDevicePush(endpoint: string): Promise<void> {
  await apiClient.delete('/user/push-subscriptions', { data: { endpoint }, authenticated: true });
}
