/** An error the client is meant to see: an HTTP status, an error code (`statusCode`) and a readable message. */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Read by Fastify's default error handler (routes registered before the app's own, e.g. swagger-ui, static). */
  get statusCode(): number {
    return this.httpStatus;
  }
}

export const badRequest = (message: string, details?: unknown) =>
  new ApiError(400, 'VALIDATION_ERROR', message, details);
export const unauthorized = (message = 'Authentification requise.') =>
  new ApiError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'Action non autorisée.') => new ApiError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Ressource introuvable.') => new ApiError(404, 'NOT_FOUND', message);
