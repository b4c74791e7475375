import type { FastifyInstance } from 'fastify';

export async function seedDemo(app: FastifyInstance): Promise<void> {
  const existing = await app.db.one<{ n: number }>('SELECT count(*)::int AS n FROM products');
  if ((existing?.n ?? 0) > 0) return;
}
