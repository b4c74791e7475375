import { Type, type Static } from '@sinclair/typebox';

/** GET /api/health's data: liveness, the database in use, and whether the process is under pressure. */
export const HealthSchema = Type.Object({
  status: Type.String(),
  database: Type.String(),
  uptime: Type.Number(),
  underPressure: Type.Boolean(),
});
export type Health = Static<typeof HealthSchema>;

export const healthResponses = {
  200: Type.Object({ statusCode: Type.String(), data: HealthSchema }),
} as const;
