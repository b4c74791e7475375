import { renderHook } from '@testing-library/react';
import { createEventSource, type EventSourceOptions } from 'eventsource-client';
import { readAccessToken, refreshAccessToken } from '@immo237/shared/api';
import { useConversationStream } from '../hooks/use-conversation-stream';

jest.mock('eventsource-client', () => ({ createEventSource: jest.fn() }));
jest.mock('@immo237/shared/api', () => ({
  ...jest.requireActual('@immo237/shared/api'),
  readAccessToken: jest.fn(),
  refreshAccessToken: jest.fn(),
}));

const close = jest.fn();
const options = () => jest.mocked(createEventSource).mock.lastCall?.[0] as EventSourceOptions;
/** A JWT whose `exp` is `inSeconds` from now (only its payload is read). */
const token = (inSeconds: number) =>
  `x.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + inSeconds }))}.y`;

beforeEach(() => {
  jest.clearAllMocks();
  jest
    .mocked(createEventSource)
    .mockReturnValue({ close } as unknown as ReturnType<typeof createEventSource>);
});

it('opens nothing while signed out', () => {
  renderHook(() => useConversationStream(false, jest.fn()));
  expect(createEventSource).not.toHaveBeenCalled();
});

it("reads the member's stream, hands each message event on, and closes it when unmounted", () => {
  const onEvent = jest.fn();
  const { unmount } = renderHook(() => useConversationStream(true, onEvent));
  expect(String(options().url)).toBe(`${window.location.origin}/api/v1/conversations/stream`);
  const event = { conversationId: 'c1', message: { id: 'm1', body: 'Bonjour', mine: false } };
  options().onMessage?.({ event: 'ready', data: '{}', id: undefined });
  options().onMessage?.({ event: 'message', data: JSON.stringify(event), id: 'm1' });
  options().onMessage?.({ event: 'message', data: '{not json', id: 'm2' });
  expect(onEvent).toHaveBeenCalledTimes(1);
  expect(onEvent).toHaveBeenCalledWith(event);
  unmount();
  expect(close).toHaveBeenCalled();
});

it('asks the caller to read again after a reconnection, not after the first connection', () => {
  const onReconnect = jest.fn();
  renderHook(() => useConversationStream(true, jest.fn(), onReconnect));
  options().onConnect?.();
  expect(onReconnect).not.toHaveBeenCalled();
  options().onConnect?.();
  expect(onReconnect).toHaveBeenCalledTimes(1);
});

it('sends the bearer, refreshed first when it is about to expire', async () => {
  const fetchMock = jest.fn().mockResolvedValue({ status: 200 });
  global.fetch = fetchMock as unknown as typeof fetch;
  renderHook(() => useConversationStream(true, jest.fn()));

  const valid = token(600);
  jest.mocked(readAccessToken).mockReturnValue(valid);
  await options().fetch?.('/api/v1/conversations/stream', { headers: {} });
  expect(fetchMock.mock.lastCall?.[1].headers.Authorization).toBe(`Bearer ${valid}`);
  expect(refreshAccessToken).not.toHaveBeenCalled();

  jest.mocked(readAccessToken).mockReturnValue(token(5));
  jest.mocked(refreshAccessToken).mockResolvedValue('fresh-token');
  await options().fetch?.('/api/v1/conversations/stream', { headers: {} });
  expect(refreshAccessToken).toHaveBeenCalledTimes(1);
  expect(fetchMock.mock.lastCall?.[1].headers.Authorization).toBe('Bearer fresh-token');
});
