import path from 'node:path';
import { openPglite } from '../src/lib/db.js';

const db = await openPglite(path.join(process.argv[2] as string, 'pglite'));
await db.migrate();
await db.close();
