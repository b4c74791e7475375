import { AxiosError, AxiosHeaders, CanceledError, type AxiosResponse } from 'axios';
import { ApiError, isAxiosError, isCanceled, toApiError, unwrap } from '../errors';

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

  it('flags a network error (no answer), keeping the axios error as its cause', () => {
    const cause = new AxiosError('Network Error', AxiosError.ERR_NETWORK, undefined, {});
    const error = toApiError(cause);
    expect(error).toMatchObject({
      code: 'UNKNOWN',
      status: undefined,
      message: 'Network Error',
      isNetworkError: true,
      isCanceled: false,
    });
    expect(error.cause).toBe(cause);
  });

  it('flags a cancelled request', () => {
    expect(toApiError(new CanceledError())).toMatchObject({ code: 'CANCELED', isCanceled: true });
  });

  it('flags a CanceledError as cancelled, not as a network error (it is an AxiosError without an answer)', () => {
    const error = toApiError(new CanceledError(undefined, {} as never, {}));
    expect(error).toMatchObject({ code: 'CANCELED', isCanceled: true, isNetworkError: false });
    expect(error.status).toBeUndefined();
  });

  it('keeps an ApiError as it is and wraps anything else', () => {
    const original = new ApiError({ code: 'CONFLICT', status: 409 });
    expect(toApiError(original)).toBe(original);
    expect(toApiError(new Error('boom'))).toMatchObject({ code: 'UNKNOWN', message: 'boom' });
    expect(toApiError('oops')).toBeInstanceOf(ApiError);
  });
});

// errors.ts checks errors by shape, as axios's own isAxiosError / isCancel do, so that it needs no axios value.
describe('isAxiosError (structural)', () => {
  it('is true for an AxiosError, with or without an answer, and for a CanceledError', () => {
    expect(
      isAxiosError(new AxiosError('Request failed', 'ERR_BAD_REQUEST', undefined, null, response(400, {}))),
    ).toBe(true);
    expect(isAxiosError(new AxiosError('Network Error', AxiosError.ERR_NETWORK))).toBe(true);
    expect(isAxiosError(new CanceledError())).toBe(true);
  });

  it('is true for any object marked isAxiosError: true (an error from another axios copy)', () => {
    expect(isAxiosError({ isAxiosError: true, message: 'x' })).toBe(true);
  });

  it('is false for anything else', () => {
    for (const value of [
      new Error('x'),
      new ApiError({}),
      { isAxiosError: 'true' },
      null,
      undefined,
      'x',
      0,
    ]) {
      expect(isAxiosError(value)).toBe(false);
    }
  });
});

describe('isCanceled (structural)', () => {
  it("is true for a CanceledError, a __CANCEL__ object and an error of code 'ERR_CANCELED'", () => {
    expect(isCanceled(new CanceledError())).toBe(true);
    expect(isCanceled({ __CANCEL__: true })).toBe(true);
    expect(isCanceled(new AxiosError('canceled', AxiosError.ERR_CANCELED))).toBe(true);
    expect(isCanceled({ code: 'ERR_CANCELED' })).toBe(true);
  });

  it('is false for a network error, another error and non-objects', () => {
    expect(isCanceled(new AxiosError('Network Error', AxiosError.ERR_NETWORK))).toBe(false);
    for (const value of [
      new Error('canceled'),
      { __CANCEL__: 1 },
      { code: 'ECONNABORTED' },
      null,
      undefined,
      'x',
    ]) {
      expect(isCanceled(value)).toBe(false);
    }
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
