/** The envelope of every answer: `{ statusCode, data }` (plus `meta` on paged lists). */
export interface Envelope<T> {
  statusCode: string;
  data: T;
  meta?: { total: number; page: number; limit: number };
}

export const envelope = <T>(statusCode: string, data: T): Envelope<T> => ({ statusCode, data });

/** Sets the answer to 201 and gives the envelope 'CREATED_SUCCESSFULLY' of `data` for the handler to return. */
export function created<T>(reply: { status(code: number): unknown }, data: T): Envelope<T> {
  reply.status(201);
  return envelope('CREATED_SUCCESSFULLY', data);
}
