/** The envelope of every answer: `{ statusCode, data }` (plus `meta` on paged lists). */
export interface Envelope<T> {
  statusCode: string;
  data: T;
  meta?: { total: number; page: number; limit: number };
}

export const envelope = <T>(statusCode: string, data: T): Envelope<T> => ({ statusCode, data });
