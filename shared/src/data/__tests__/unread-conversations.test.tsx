import { act, renderHook, waitFor } from '@testing-library/react';
import { getUnreadConversations, readAccessToken } from '@immo237/shared/api';
import { browserQueryClient } from '../query-client';
import { unreadConversationsKey, useUnreadConversations } from '../unread-conversations';

jest.mock('@immo237/shared/api', () => ({
  ...jest.requireActual('@immo237/shared/api'),
  getUnreadConversations: jest.fn(),
  readAccessToken: jest.fn(() => 'access-token'),
}));

const unread = jest.mocked(getUnreadConversations);

beforeEach(() => {
  unread.mockReset();
  browserQueryClient().clear();
});

it('asks nothing and counts 0 while signed out', () => {
  const { result } = renderHook(() => useUnreadConversations(null));
  expect(result.current).toBe(0);
  expect(unread).not.toHaveBeenCalled();
});

it("counts the member's unread messages, and asks again once a thread read invalidates the count", async () => {
  unread.mockResolvedValueOnce(3).mockResolvedValueOnce(1);
  const { result } = renderHook(() => useUnreadConversations('user-1'));
  await waitFor(() => expect(result.current).toBe(3));
  await act(() => browserQueryClient().invalidateQueries({ queryKey: unreadConversationsKey('user-1') }));
  await waitFor(() => expect(result.current).toBe(1));
  expect(unread).toHaveBeenCalledTimes(2);
});

it("never shows another account's count: the key is the account's", async () => {
  browserQueryClient().setQueryData(unreadConversationsKey('user-1'), 5);
  unread.mockResolvedValue(0);
  const { result } = renderHook(() => useUnreadConversations('user-2'));
  expect(result.current).toBe(0);
  await waitFor(() => expect(unread).toHaveBeenCalledTimes(1));
  expect(result.current).toBe(0);
});

it('asks nothing for a member the store holds without a session the API issued', () => {
  jest.mocked(readAccessToken).mockReturnValueOnce(null);
  const { result } = renderHook(() => useUnreadConversations('user-1'));
  expect(result.current).toBe(0);
  expect(unread).not.toHaveBeenCalled();
});
