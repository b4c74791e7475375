import { ApiError, apiClient } from '@immo237/shared/api';
import { sendContactMessage } from '../api/send-contact-message';

// Each call of this feature as api/README.md gives it (paths below /api/v1), checked at the apiClient call: axios is
// never loaded. Spied again in each test: the shared jest config restores spies between tests.
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
interface Case {
  name: string;
  call: () => Promise<unknown>;
  method: Method;
  /** What apiClient[method] is given: the path, then the body and/or the request's options. */
  args: unknown[];
}

const cases: Case[] = [
  {
    name: 'sendContactMessage',
    call: () => sendContactMessage({ name: 'Awa', email: 'a@b.cm', subject: 'visit', message: 'Visite ?' }),
    method: 'post',
    args: ['/contact', { name: 'Awa', email: 'a@b.cm', subject: 'visit', message: 'Visite ?' }],
  },
];

describe.each(cases)('$name', ({ call, method, args }) => {
  it(`${method.toUpperCase()} ${String(args[0])}, the envelope's data unwrapped`, async () => {
    const data = { marker: args[0] };
    const send = jest
      .spyOn(apiClient, method)
      .mockResolvedValue({ status: 200, data: { statusCode: 'SUCCESS', data } } as never);
    const result = await call();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(...args);
    if (result !== undefined) expect(result).toEqual(data);
  });

  it('rejects an answer that is not the API envelope, and passes on an error of the API', async () => {
    jest.spyOn(apiClient, method).mockResolvedValue({ status: 200, data: '<html></html>' } as never);
    await expect(call()).rejects.toBeInstanceOf(ApiError);
    const refused = new ApiError({ code: 'CONFLICT', status: 409 });
    jest.spyOn(apiClient, method).mockRejectedValue(refused);
    await expect(call()).rejects.toBe(refused);
  });
});
