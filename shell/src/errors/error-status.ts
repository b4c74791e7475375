// The status screens: one entry per status, each pointing at its i18n keys.
export const ERROR_STATUSES = [
  400,
  401,
  403,
  404,
  408,
  429,
  500,
  502,
  503,
  504,
  'network',
  'default',
] as const;

export type ErrorStatus = (typeof ERROR_STATUSES)[number];

// Literal keys (not built from the status at run time) so typed i18n keys can check them.
export const STATUS_TEXT_KEYS = {
  400: { title: 'errors.status.400.title', message: 'errors.status.400.message' },
  401: { title: 'errors.status.401.title', message: 'errors.status.401.message' },
  403: { title: 'errors.status.403.title', message: 'errors.status.403.message' },
  404: { title: 'errors.status.404.title', message: 'errors.status.404.message' },
  408: { title: 'errors.status.408.title', message: 'errors.status.408.message' },
  429: { title: 'errors.status.429.title', message: 'errors.status.429.message' },
  500: { title: 'errors.status.500.title', message: 'errors.status.500.message' },
  502: { title: 'errors.status.502.title', message: 'errors.status.502.message' },
  503: { title: 'errors.status.503.title', message: 'errors.status.503.message' },
  504: { title: 'errors.status.504.title', message: 'errors.status.504.message' },
  network: { title: 'errors.status.network.title', message: 'errors.status.network.message' },
  default: { title: 'errors.status.default.title', message: 'errors.status.default.message' },
} as const satisfies Record<ErrorStatus, { title: string; message: string }>;

/** Reads a status from a query value ('404', 'network', …); anything else is the default screen. */
export function parseErrorStatus(value: string | null | undefined): ErrorStatus {
  const raw = value?.trim().toLowerCase() ?? '';
  const match = ERROR_STATUSES.find((status) => String(status) === raw);
  return match ?? 'default';
}
