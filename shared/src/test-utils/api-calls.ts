import { ApiError, apiClient } from '../api';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One call of an app, as api/README.md gives it (paths below /api/v1). */
export interface ApiCallCase {
  name: string;
  call: () => Promise<unknown>;
  method: Method;
  /** What apiClient[method] is given: the path, then the body and/or the request's options. */
  args: unknown[];
}

/**
 * Checks each call at the apiClient call (axios is never loaded): it sends what `args` says once and gives the
 * envelope's data back; it refuses an answer that is not the API envelope and passes on an error of the API. Spied
 * again in each test: the shared jest config restores spies between tests.
 */
export function describeApiCalls(cases: ApiCallCase[]): void {
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
}
