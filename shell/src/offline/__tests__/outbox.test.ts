import { startOutbox } from '@immo237/shared/offline';
import { startOutboxIfWaiting } from '../outbox';

jest.mock('@immo237/shared/offline', () => ({ startOutbox: jest.fn() }));

afterEach(() => localStorage.clear());

describe('the outbox at the start of a page', () => {
  it('is left alone when nothing waits (its code is not even fetched)', async () => {
    await startOutboxIfWaiting();
    expect(startOutbox).not.toHaveBeenCalled();
  });

  it('starts when a message written offline waits, so that it goes once the connection is back', async () => {
    localStorage.setItem('immo237-outbox', JSON.stringify([{ id: 'a' }]));
    await startOutboxIfWaiting();
    expect(startOutbox).toHaveBeenCalledTimes(1);
  });
});
