import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '../lib/images.js';
import { hashPassword } from '../lib/passwords.js';
import { slugify } from '../lib/slug.js';
import { imageKey, type StoredImage } from '../repositories/products.js';
import { findUserByEmail, insertUser } from '../repositories/users.js';
import {
  CITIES,
  conditionsFor,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  LAND_TYPES,
  prng,
  TEMPLATES,
} from './demo-data.js';
import { drawScene, type Scene } from './draw.js';

export const DEMO_LISTINGS = 70;

/** The demo account, created verified when missing. */
export async function ensureDemoUser(app: FastifyInstance): Promise<string> {
  const existing = await findUserByEmail(app.db, DEMO_EMAIL);
  if (existing) return existing.id;
  const user = await insertUser(app.db, {
    email: DEMO_EMAIL,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    firstName: 'Démo',
    lastName: 'Immo237',
    pseudo: 'Démo Immo237',
    verified: true,
  });
  return (user ?? (await findUserByEmail(app.db, DEMO_EMAIL)))!.id;
}

/** Each scene is rendered once per variant; every listing gets its own copies of the files (deletes stay safe). */
async function renderPool(): Promise<Map<string, Map<number, Buffer>>> {
  const pool = new Map<string, Map<number, Buffer>>();
  const scenes: Scene[] = ['villa', 'immeuble', 'interieur', 'terrain', 'plage', 'boutique'];
  const labels: Record<Scene, string> = {
    villa: 'Façade',
    immeuble: 'Immeuble',
    interieur: 'Intérieur',
    terrain: 'Parcelle',
    plage: 'Bord de mer',
    boutique: 'Commerce',
  };
  for (const scene of scenes) {
    for (let variant = 0; variant < 4; variant++) {
      const svg = Buffer.from(drawScene(scene, variant, `Immo237 · ${labels[scene]}`));
      const base = sharp(svg, { density: 72 });
      const sizes = new Map<number, Buffer>();
      for (const width of IMAGE_WIDTHS) {
        sizes.set(width, await base.clone().resize({ width }).webp({ quality: 72, effort: 2 }).toBuffer());
      }
      pool.set(`${scene}:${variant}`, sizes);
    }
  }
  return pool;
}

/** First start with an empty catalogue: the demo account and at least 60 French listings across seven cities. */
export async function seedDemo(app: FastifyInstance): Promise<void> {
  const existing = await app.db.one<{ n: number }>('SELECT count(*)::int AS n FROM products');
  if ((existing?.n ?? 0) > 0) return;
  const started = Date.now();
  const userId = await ensureDemoUser(app);
  const pool = await renderPool();
  const random = prng(237);
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

  for (let i = 0; i < DEMO_LISTINGS; i++) {
    const city = CITIES[i % CITIES.length]!;
    const template = TEMPLATES[(i * 3 + Math.floor(i / CITIES.length)) % TEMPLATES.length]!;
    const district = city.districts[between(0, city.districts.length - 1)]!;
    const bedrooms = between(...template.bedrooms);
    const area = Math.round(between(...template.area) / 5) * 5;
    const step = template.forSale ? 500_000 : 5_000;
    const price = Math.max(step, Math.round((between(...template.price) * city.factor) / step) * step);
    const count = between(3, 6);
    const images: StoredImage[] = [];
    for (let k = 0; k < count; k++) {
      const scene = template.scene[k % template.scene.length]!;
      const sizes = pool.get(`${scene}:${(i + k) % 4}`)!;
      const id = randomUUID();
      for (const [width, data] of sizes) await app.images.put(imageKey(id, width), data);
      images.push({ id, widths: IMAGE_WIDTHS });
    }
    const name = template.name(district);
    const isLand = template.category === 'Terrain';
    await app.db.query(
      `INSERT INTO products (id, user_id, name, slug, description, conditions, category, price, currency, stock,
         quantity, treshold, tags, bedrooms, bathrooms, area, area_unit, is_for_sale, status, city, district, land_type,
         image, images, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'XAF', 1, 1, 1, $9, $10, $11, $12, 'm²', $13, $14, $15, $16, $17,
         $18, $19, now() - make_interval(hours => $20), now() - make_interval(hours => $20))`,
      [
        randomUUID(),
        userId,
        name,
        `${slugify(`${name} ${city.name}`)}-${i + 1}`,
        template.description({ district, city: city.name, bedrooms, area }),
        conditionsFor(template),
        template.category,
        price,
        template.tags,
        bedrooms,
        isLand ? 0 : Math.max(1, bedrooms - between(0, 1)),
        area,
        template.forSale,
        i % 23 === 22 ? 'INACTIVE' : 'ACTIVE',
        city.name,
        district,
        isLand ? LAND_TYPES[i % LAND_TYPES.length] : null,
        JSON.stringify(images[0]),
        JSON.stringify(images.slice(1)),
        i * 7 + between(0, 5),
      ],
    );
  }
  await app.db.query('ANALYZE products');
  app.log.info({ listings: DEMO_LISTINGS, ms: Date.now() - started }, 'demo data seeded');
}
