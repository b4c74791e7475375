import { apiClient, unwrap, type Envelope, type Visit } from '@immo237/shared/api';

export type VisitDecision =
  | { action: 'confirm' }
  | { action: 'decline'; reason?: string }
  | { action: 'propose'; startsAt: string }
  | { action: 'cancel'; reason: string }
  | { action: 'outcome'; outcome: 'DONE' | 'CANCELLED' | 'OWNER_ABSENT' }
  | { action: 'no-show' };

/**
 * POST /visits/{id}/{confirm|decline|propose|cancel|outcome|no-show}: the visit as it is now (409 when the
 * action is no longer open, or the proposed slot no longer free).
 */
export async function decideVisit(id: string, decision: VisitDecision): Promise<Visit> {
  const { action, ...body } = decision;
  return unwrap(
    await apiClient.post<Envelope<Visit>>(`/visits/${encodeURIComponent(id)}/${action}`, body, {
      authenticated: true,
    }),
  );
}
