import { AxiosError, AxiosHeaders, CanceledError, type AxiosResponse } from 'axios';
import { ApiError, toApiError, unwrap } from '../errors';

const response = (status: number, data: unknown): AxiosResponse =>
  ({ status, data, statusText: '', headers: {}, config: { headers: new AxiosHeaders() } }) as AxiosResponse;

describe('toApiError', () => {
  it('reads statusCode, message and errors of an error answer', () => {
    const res = response(400, {
      statusCode: 'VALIDATION_ERROR',
      message: 'Données invalides.',
      data: null,
      errors: [{ path: '/email' }],
    });
    const error = toApiError(new AxiosError('Request failed', 'ERR_BAD_REQUEST', undefined, null, res));
    expect(error).toMatchObject({
      code: 'VALIDATION_ERROR',
      status: 400,
      message: 'Données invalides.',
      errors: [{ path: '/email' }],
      isNetworkError: false,
    });
  });

  it("is 'UNKNOWN' without a statusCode, with the HTTP status kept", () => {
    const error = toApiError(
      new AxiosError('Request failed', 'ERR_BAD_RESPONSE', undefined, null, response(500, '')),
    );
    expect(error).toMatchObject({ code: 'UNKNOWN', status: 500, message: 'Request failed' });
  });

  it('flags ERR_NETWORK as a network error', () => {
    const error = toApiError(new AxiosError('Network Error', AxiosError.ERR_NETWORK));
    expect(error).toMatchObject({ code: 'UNKNOWN', status: undefined, isNetworkError: true });
  });

  it('flags a cancelled request', () => {
    expect(toApiError(new CanceledError())).toMatchObject({ code: 'CANCELED', isCanceled: true });
  });

  it('keeps an ApiError as it is and wraps anything else', () => {
    const original = new ApiError({ code: 'CONFLICT', status: 409 });
    expect(toApiError(original)).toBe(original);
    expect(toApiError(new Error('boom'))).toMatchObject({ code: 'UNKNOWN', message: 'boom' });
    expect(toApiError('oops')).toBeInstanceOf(ApiError);
  });
});

describe('unwrap', () => {
  it('gives the data of the envelope', () => {
    expect(unwrap(response(200, { statusCode: 'READ_SUCCESSFULLY', data: { id: 1 } }))).toEqual({ id: 1 });
    expect(unwrap(response(200, { statusCode: 'SUCCESS', data: null }))).toBeNull();
  });

  it('refuses a body that is not an envelope', () => {
    expect(() => unwrap(response(200, '<!doctype html>'))).toThrow(ApiError);
    expect(() => unwrap(response(200, { data: 1 }))).toThrow(ApiError);
  });
});
