// Profiling aid for the search answer's speed: the API as the bench serves it (logger off) on PORT, beside a bare Fastify
// route on PORT + 1, against DATABASE_URL/DATABASE_SCHEMA seeded by seed:bulk. Run it under `node --cpu-prof
// --import tsx bench/profile-serve.ts`, load it with autocannon, and stop it with SIGINT/SIGTERM: the profile is
// written on exit.
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';

const port = Number(process.env.PORT ?? 3999);
const app = await buildApp({ config: { ...loadConfig(), host: '127.0.0.1', port }, logger: false });
const baseline = Fastify({ logger: false });
baseline.get('/', async () => ({ statusCode: 'SUCCESS', data: { hello: 'world' } }));
await app.listen({ host: '127.0.0.1', port });
await baseline.listen({ host: '127.0.0.1', port: port + 1 });
await app.db.query('VACUUM ANALYZE products');
console.log(`ready: API on ${port}, bare route on ${port + 1}`);
const stop = async () => {
  await baseline.close();
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
