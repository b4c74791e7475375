import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Queryable } from '../lib/db.js';
import { IMAGE_WIDTHS } from '../lib/images.js';
import { hashPassword } from '../lib/passwords.js';
import { slugify } from '../lib/slug.js';
import { saveAgentProfile } from '../repositories/agents.js';
import { advisoryXactLock, liftStatementTimeout } from '../repositories/locks.js';
import { imageKey, type StoredImage } from '../repositories/products.js';
import {
  analyzeProducts,
  hasAnyListing,
  insertDemoListing,
  markListingsOwnerVerified,
  setDemoAgentAccount,
  setShownPhone,
} from '../repositories/seed.js';
import { findUserByEmail, insertUser } from '../repositories/users.js';
import {
  CITIES,
  conditionsFor,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  LAND_TITLES,
  LAND_TYPES,
  landConditions,
  PRICE_REFERENCES,
  prng,
  SEED_OWNER,
  TEMPLATES,
} from './demo-data.js';
import { agentForCity, agentPortraitSvg, DEMO_AGENTS } from './demo-agents.js';
import { seedDemoConversations } from './demo-conversations.js';
import { seedDemoRatings } from './demo-ratings.js';
import { seedDemoVisitHours } from './demo-visit-hours.js';
import { drawScene, type Scene } from './draw.js';

export const DEMO_LISTINGS = 70;
/** The demo's listings already rented or sold, counted by /prix only. */
export const DEMO_CLOSED_LISTINGS = PRICE_REFERENCES.reduce((n, group) => n + group.prices.length, 0);

/**
 * pg_advisory_xact_lock key of the demo seed: API processes starting together on one empty
 * PostgreSQL database queue on it; the first seeds, the others find the listings when they get the lock.
 */
export const SEED_LOCK = 237_019_004;

/** The demo account, created verified when missing (`db`: the seed's transaction, else the app's database). */
export async function ensureDemoUser(app: FastifyInstance, db: Queryable = app.db): Promise<string> {
  const existing = await findUserByEmail(db, DEMO_EMAIL);
  if (existing) return existing.id;
  const user = await insertUser(db, {
    email: DEMO_EMAIL,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    firstName: 'Démo',
    lastName: 'Immo237',
    pseudo: 'Démo Immo237',
    verified: true,
  });
  return (user ?? (await findUserByEmail(db, DEMO_EMAIL)))!.id;
}

/** A private owner of the demo data who shows a number on their listings (nobody signs in as them). */
async function ensureSeedOwner(db: Queryable): Promise<string> {
  const existing = await findUserByEmail(db, SEED_OWNER.email);
  if (existing) return existing.id;
  const user = await insertUser(db, {
    email: SEED_OWNER.email,
    passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
    firstName: SEED_OWNER.firstName,
    lastName: SEED_OWNER.lastName,
    pseudo: SEED_OWNER.pseudo,
    verified: true,
  });
  await setShownPhone(db, user!.id, SEED_OWNER.phone);
  return user!.id;
}

/**
 * The eight agents of /agents as accounts with an agent profile, in the page's order (their profiles'
 * dates follow it); their portraits are stored as uploads. Returns their account ids in the same order.
 */
async function ensureAgents(app: FastifyInstance, db: Queryable): Promise<string[]> {
  const ids: string[] = [];
  const first = Date.now() - 60 * 60_000;
  for (const [index, agent] of DEMO_AGENTS.entries()) {
    const existing = await findUserByEmail(db, agent.email);
    const id =
      existing?.id ??
      (await insertUser(db, {
        email: agent.email,
        passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
        firstName: agent.firstName,
        lastName: agent.lastName,
        pseudo: `${agent.firstName} ${agent.lastName}`,
        verified: true,
      }))!.id;
    await setDemoAgentAccount(db, id, {
      phone: agent.phone,
      showPhone: agent.showPhone,
      verified: agent.verified,
      profileDate: new Date(first + index * 1000),
    });
    const name = `${agent.firstName} ${agent.lastName}`;
    const key = `agents/${randomUUID()}.webp`;
    const svg = Buffer.from(agentPortraitSvg(name, agent.colour));
    await app.images.put(key, await sharp(svg).resize(320).webp({ quality: 80 }).toBuffer());
    await saveAgentProfile(
      db,
      { id, firstName: agent.firstName, lastName: agent.lastName },
      {
        specialty: agent.specialty,
        cities: agent.cities,
        languages: agent.languages,
        experience: agent.experience,
        presentation: agent.presentation,
        showPhone: agent.showPhone,
        photo: app.images.url(key),
      },
      new Date(first + index * 1000),
    );
    ids.push(id);
  }
  return ids;
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

/**
 * First start with an empty catalogue: the demo account and at least 60 French listings across seven cities; true
 * when this call seeded. Seeding is one transaction under an advisory lock, the catalogue checked again once the
 * lock is held: two processes starting together on one PostgreSQL database seed once (the other waits, then finds
 * the listings), and a seed that fails leaves no half catalogue behind.
 */
export async function seedDemo(app: FastifyInstance): Promise<boolean> {
  const seeded =
    !(await hasAnyListing(app.db)) &&
    (await app.db.transaction(async (tx) => {
      // The other process's seed may take longer than a statement may (15 s on PostgreSQL).
      await liftStatementTimeout(tx);
      await advisoryXactLock(tx, SEED_LOCK);
      if (await hasAnyListing(tx)) return false;
      await insertDemo(app, tx);
      return true;
    }));
  if (seeded) await analyzeProducts(app.db);
  else app.log.info('demo data already present: not seeded');
  return seeded;
}

/** The listings already rented or sold of PRICE_REFERENCES, the private owner's, without photos. */
async function insertPriceReferences(tx: Queryable, ownerId: string): Promise<void> {
  let n = 0;
  for (const group of PRICE_REFERENCES) {
    for (const [k, price] of group.prices.entries()) {
      n += 1;
      const isLand = group.category === 'Terrain';
      const name = isLand
        ? `Terrain titré de ${group.area} m² à ${group.district}`
        : `${group.category} de ${group.bedrooms} chambre${group.bedrooms > 1 ? 's' : ''} à ${group.district}`;
      await insertDemoListing(tx, {
        id: randomUUID(),
        ownerId,
        name,
        slug: `${slugify(`${name} ${group.city}`)}-ref-${n}`,
        description: `${name}, ${group.city}.`,
        conditions: isLand ? (landConditions(group.landTitle) ?? '') : '',
        category: group.category,
        price,
        tags: [],
        bedrooms: group.bedrooms,
        bathrooms: group.bedrooms ? 1 : 0,
        area: group.area,
        forSale: group.forSale,
        status: 'INACTIVE',
        closedReason: group.forSale ? 'SOLD' : 'RENTED',
        city: group.city,
        district: group.district,
        landType: isLand ? 'constructible' : null,
        image: 'null',
        images: '[]',
        // Published and closed `closedDaysAgo` days ago, the group's listings a day apart.
        ageHours: (group.closedDaysAgo + k) * 24,
        landTitle: group.landTitle,
        advanceMonths: null,
        depositMonths: null,
        agencyFee: null,
        visitFee: null,
        pinExact: false,
        latOffset: 0,
        lngOffset: 0,
      });
    }
  }
}

async function insertDemo(app: FastifyInstance, tx: Queryable): Promise<void> {
  const started = Date.now();
  const userId = await ensureDemoUser(app, tx);
  const ownerId = await ensureSeedOwner(tx);
  const agentIds = await ensureAgents(app, tx);
  const perCity = new Map<string, number>();
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
    const isLand = template.category === 'Terrain';
    // Every fourth listing is a private owner's who shows a number ('Appeler', 'WhatsApp'),
    // and every fourth an agent's of that city, so each agent has listings on their page.
    let owner = i % 4 === 1 ? ownerId : userId;
    if (i % 4 === 3) {
      const nth = perCity.get(city.name) ?? 0;
      perCity.set(city.name, nth + 1);
      owner = agentIds[agentForCity(city.name, nth)]!;
    }
    const landTitle = isLand ? LAND_TITLES[between(0, 9) < 6 ? 0 : between(1, 2)]! : null;
    const name =
      isLand && landTitle !== 'titled'
        ? template.name(district).replace('Terrain titré', 'Terrain')
        : template.name(district);
    // Rentals: the usual entry terms (months of advance and of deposit, a month's rent to the agency, a visit fee).
    const [advanceMonths, depositMonths, agencyFee, visitFee] = template.forSale
      ? [null, null, null, null]
      : [between(3, 12), between(1, 3), between(0, 2) ? price : 0, [0, 5_000, 10_000][between(0, 2)]!];
    // One listing in three has its owner's pin (a few hundred metres around the quartier's centre).
    const pinned = i % 3 === 0;
    const jitter = () => (random() - 0.5) * 0.01;
    // The properties are written in the order of the original statement's parameters: the random draws
    // (bathrooms, age, pin offsets) keep their order, so the same seed gives the same catalogue.
    await insertDemoListing(tx, {
      id: randomUUID(),
      ownerId: owner,
      name,
      slug: `${slugify(`${name} ${city.name}`)}-${i + 1}`,
      description: template.description({ district, city: city.name, bedrooms, area }),
      conditions: landConditions(landTitle) ?? conditionsFor(template),
      category: template.category,
      price,
      tags: template.tags,
      bedrooms,
      bathrooms: isLand ? 0 : Math.max(1, bedrooms - between(0, 1)),
      area,
      forSale: template.forSale,
      status: i % 23 === 22 ? 'INACTIVE' : 'ACTIVE',
      city: city.name,
      district,
      landType: isLand ? (LAND_TYPES[i % LAND_TYPES.length] ?? null) : null,
      image: JSON.stringify(images[0]),
      images: JSON.stringify(images.slice(1)),
      ageHours: i * 7 + between(0, 5),
      landTitle,
      advanceMonths,
      depositMonths,
      agencyFee,
      visitFee,
      pinExact: pinned,
      latOffset: pinned ? jitter() : 0,
      lngOffset: pinned ? jitter() : 0,
    });
  }
  await insertPriceReferences(tx, ownerId);
  await seedDemoConversations(tx, { demoId: userId, ownerId, agentIds });
  await seedDemoVisitHours(tx, [userId, ownerId, ...agentIds]);
  await seedDemoRatings(tx, [userId, ownerId], agentIds, app.now());
  // 'Annonceur vérifié' is kept on the listings with the account (migration 008).
  await markListingsOwnerVerified(
    tx,
    agentIds.filter((_, index) => DEMO_AGENTS[index]!.verified),
  );
  app.log.info(
    { listings: DEMO_LISTINGS, agents: agentIds.length, ms: Date.now() - started },
    'demo data seeded',
  );
}
