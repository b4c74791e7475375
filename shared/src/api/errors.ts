import type { AxiosError, AxiosResponse } from 'axios';
import type { Envelope } from './types';

/** The code of an error answer without a `statusCode` (absent means unknown). */
export const UNKNOWN_CODE = 'UNKNOWN';

interface ApiErrorInit {
  code?: string;
  status?: number;
  message?: string;
  errors?: unknown;
  isNetworkError?: boolean;
  isCanceled?: boolean;
  cause?: unknown;
}

/**
 * Every failure of an API call, whatever its origin: `code` is the API's error code read from the body's
 * `statusCode` ('UNKNOWN' when absent), `status` the HTTP status (undefined without an answer),
 * `message` the server's message when it gave one.
 */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number | undefined;
  readonly errors: unknown;
  /** No answer reached us (axios ERR_NETWORK, offline, proxy down). */
  readonly isNetworkError: boolean;
  /** Aborted by the caller (AbortController): usually nothing to show. */
  readonly isCanceled: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message ?? init.code ?? UNKNOWN_CODE, { cause: init.cause });
    this.name = 'ApiError';
    this.code = init.code ?? UNKNOWN_CODE;
    this.status = init.status;
    this.errors = init.errors;
    this.isNetworkError = init.isNetworkError ?? false;
    this.isCanceled = init.isCanceled ?? false;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

// axios's own isAxiosError / isCancel, written out: this module must not import axios values (the home page's
// first render loads it, and axios comes only with the first call; see ./client).

/** An error raised by axios (axios's isAxiosError): a request that failed, with or without an answer. */
export function isAxiosError(error: unknown): error is AxiosError {
  return (
    typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

/** A request aborted by its caller (AbortController, axios's CanceledError / Cancel; axios's isCancel). */
export function isCanceled(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { __CANCEL__, code } = error as { __CANCEL__?: unknown; code?: unknown };
  return __CANCEL__ === true || code === 'ERR_CANCELED';
}

/** Turns anything thrown by a call (axios error, ApiError, other) into an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isCanceled(error)) {
    return new ApiError({ code: 'CANCELED', message: 'Requête annulée.', isCanceled: true, cause: error });
  }
  if (isAxiosError(error)) {
    const response = error.response;
    if (!response) {
      return new ApiError({
        message: error.message,
        isNetworkError: true,
        cause: error,
      });
    }
    const body = isRecord(response.data) ? response.data : {};
    return new ApiError({
      code: text(body.statusCode),
      status: response.status,
      message: text(body.message) ?? error.message,
      errors: body.errors,
      cause: error,
    });
  }
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : undefined;
  return new ApiError({ message, cause: error });
}

/**
 * Checks a 2xx answer is the API's envelope and gives it back; a body of another shape (an HTML page
 * from a misrouted proxy, say) is an ApiError 'UNKNOWN' rather than `undefined` data further on.
 */
export function readEnvelope<T>(response: AxiosResponse<Envelope<T>>): Envelope<T> {
  const body: unknown = response.data;
  if (!isRecord(body) || typeof body.statusCode !== 'string' || !('data' in body)) {
    throw new ApiError({ status: response.status, message: 'Réponse inattendue du serveur.' });
  }
  return body as unknown as Envelope<T>;
}

/** The `data` of an envelope answer. */
export function unwrap<T>(response: AxiosResponse<Envelope<T>>): T {
  return readEnvelope(response).data;
}
