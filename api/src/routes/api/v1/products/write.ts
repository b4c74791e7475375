import { randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { ApiError, badRequest, forbidden, notFound } from '../../../../lib/errors.js';
import { removeImage, storeImages } from '../../../../lib/images.js';
import { envelope } from '../../../../lib/reply.js';
import { slugify, uniqueSlug } from '../../../../lib/slug.js';
import {
  findProduct,
  imageDto,
  PRODUCT_COLUMNS,
  toProductDto,
  type ProductRow,
  type StoredImage,
} from '../../../../repositories/products.js';
import { bearer, Envelope, errorResponse, uuidSchema } from '../../../../schemas/common.js';
import { ProductDtoSchema } from '../../../../schemas/product-dto.js';
import { validateProductData, type ProductData } from '../../../../schemas/product.js';
import { listingPosition } from '../../../../services/places.js';
import { readProductForm, tooManyImages } from '../../../../services/product-form.js';
import { MAX_IMAGES } from '../../../../plugins/external/multipart.js';

const tagsOf = (tags: ProductData['tags']) =>
  (typeof tags === 'string' ? tags.split(',') : (tags ?? []))
    .map((t) => t.trim())
    .filter(Boolean)
    .slice(0, 30);

/** Column values from validated product data merged over the current row (create: over the defaults). */
function columns(d: ProductData, current?: ProductRow) {
  const f = d.features ?? {};
  const dims = { length: 0, width: 0, height: 0, ...current?.dimensions, ...d.dimensions };
  return {
    name: (d.name ?? current?.name ?? '').trim(),
    description: d.description ?? current?.description ?? '',
    conditions: d.conditions ?? current?.conditions ?? '',
    category: (d.category ?? current?.category ?? '').trim(),
    subcategory: d.subcategory !== undefined ? d.subcategory : (current?.subcategory ?? null),
    price: d.price ?? current?.price ?? 0,
    currency: d.currency ?? current?.currency ?? 'XAF',
    sku: d.sku !== undefined ? d.sku : (current?.sku ?? null),
    stock: d.stock ?? current?.stock ?? 0,
    quantity: d.quantity ?? current?.quantity ?? 0,
    unit: d.unit !== undefined ? d.unit : (current?.unit ?? null),
    treshold: d.treshold ?? current?.treshold ?? 1,
    variants: JSON.stringify(d.variants ?? current?.variants ?? []),
    variations: JSON.stringify(d.variations ?? current?.variations ?? []),
    colors: JSON.stringify(d.colors ?? current?.colors ?? []),
    sizes: JSON.stringify(d.sizes ?? current?.sizes ?? []),
    tags: d.tags !== undefined ? tagsOf(d.tags) : (current?.tags ?? []),
    weight: d.weight ?? current?.weight ?? 0,
    dimensions: JSON.stringify(dims),
    bedrooms: f.bedrooms ?? current?.bedrooms ?? 1,
    bathrooms: f.bathrooms ?? current?.bathrooms ?? 1,
    area: f.area !== undefined ? f.area : (current?.area ?? 0),
    area_unit: f.areaUnit ?? current?.area_unit ?? 'm²',
    is_digital: d.is_digital ?? current?.is_digital ?? false,
    is_for_sale: d.is_for_sale ?? current?.is_for_sale ?? true,
    status: d.status ?? current?.status ?? 'ACTIVE',
    city: d.location?.city !== undefined ? d.location.city : (current?.city ?? null),
    district: d.location?.district !== undefined ? d.location.district : (current?.district ?? null),
    land_type: d.land_type !== undefined ? d.land_type : (current?.land_type ?? null),
    land_title: d.land_title !== undefined ? d.land_title : (current?.land_title ?? null),
    advance_months: pick(d.entry_costs?.advance_months, current?.advance_months),
    deposit_months: pick(d.entry_costs?.deposit_months, current?.deposit_months),
    agency_fee: pick(d.entry_costs?.agency_fee, current?.agency_fee),
    visit_fee: pick(d.entry_costs?.visit_fee, current?.visit_fee),
  };
}

const pick = <T>(given: T | null | undefined, current: T | null | undefined): T | null =>
  given !== undefined ? given : (current ?? null);

const write: FastifyPluginAsync = async (app) => {
  const url = (key: string) => app.images.url(key);
  const slugTaken = async (slug: string) =>
    !!(await app.db.one('SELECT 1 FROM products WHERE slug = $1', [slug]));

  app.post(
    '/create',
    {
      onRequest: [app.authenticate, app.userLimit('listings')],
      schema: {
        tags: ['products'],
        summary: 'Create a listing (multipart: product_data, image, images)',
        security: bearer,
        consumes: ['multipart/form-data'],
        response: {
          201: Envelope(ProductDtoSchema, 'CREATED_SUCCESSFULLY'),
          400: errorResponse,
          401: errorResponse,
          409: errorResponse,
          413: errorResponse,
          415: errorResponse,
          422: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const form = await readProductForm(request);
      const valid = validateProductData(form.data, 'create');
      if (!valid.ok) throw badRequest('Données de l’annonce invalides.', valid.errors);
      const data = valid.data;
      let slug: string;
      if (data.slug) {
        slug = slugify(data.slug);
        if (await slugTaken(slug)) throw new ApiError(409, 'CONFLICT', 'Ce slug existe déjà.');
      } else {
        slug = uniqueSlug(data.name ?? '');
      }
      const stored = await storeImages(app.images, form.main ? [form.main, ...form.extra] : form.extra);
      const main = form.main ? (stored[0] as StoredImage) : null;
      const extra = form.main ? stored.slice(1) : stored;
      const c = columns(data);
      const owner = await app.db.one<{ verified: boolean; phone: string | null }>(
        `SELECT verified_at IS NOT NULL AS verified, CASE WHEN show_phone THEN phone END AS phone
           FROM users WHERE id = $1`,
        [request.userId],
      );
      const values = {
        id: randomUUID(),
        user_id: request.userId,
        slug,
        ...c,
        image: JSON.stringify(main),
        images: JSON.stringify(extra),
        ...(await listingPosition(app.db, data.location, c)),
        confirmed_at: app.now(),
        // A verified advertiser's new listing carries the badge at once; a shown number is on it at once too.
        owner_verified: !!owner?.verified,
        owner_phone: owner?.phone ?? null,
      };
      const keys = Object.keys(values);
      const rows = await app.db
        .query<ProductRow>(
          `INSERT INTO products (${keys.join(', ')}) VALUES (${keys.map((_, i) => `$${i + 1}`).join(', ')})
           RETURNING ${PRODUCT_COLUMNS}`,
          Object.values(values),
        )
        .catch(async (err: { code?: string }) => {
          await Promise.all([main, ...extra].map((img) => img && removeImage(app.images, img)));
          if (err.code === '23505') throw new ApiError(409, 'CONFLICT', 'Ce slug existe déjà.');
          throw err;
        });
      return reply
        .status(201)
        .send(envelope('CREATED_SUCCESSFULLY', toProductDto(rows[0] as ProductRow, url)));
    },
  );

  const ownProduct = async (id: string, userId: string) => {
    const row = await findProduct(app.db, 'id', id);
    if (!row) throw notFound('Bien introuvable.');
    if (row.user_id !== userId) throw forbidden('Seul le propriétaire de l’annonce peut la modifier.');
    return row;
  };

  const idParams = { type: 'object', required: ['id'], properties: { id: uuidSchema } } as const;

  app.put<{ Params: { id: string } }>(
    '/:id',
    {
      onRequest: [app.authenticate, app.userLimit('listings')],
      schema: {
        tags: ['products'],
        summary:
          'Update my listing (multipart, same fields; product_data.image/images keep existing images by URL)',
        security: bearer,
        consumes: ['multipart/form-data', 'application/json'],
        params: idParams,
        response: {
          200: Envelope(ProductDtoSchema, 'UPDATED_SUCCESSFULLY'),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
          413: errorResponse,
          415: errorResponse,
          422: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => {
      const current = await ownProduct(request.params.id, request.userId as string);
      const form = await readProductForm(request);
      const valid = validateProductData(form.data, 'update');
      if (!valid.ok) throw badRequest('Données de l’annonce invalides.', valid.errors);
      const data = valid.data;
      let slug = current.slug;
      if (data.slug && slugify(data.slug) !== current.slug) {
        slug = slugify(data.slug);
        if (await slugTaken(slug)) throw new ApiError(409, 'CONFLICT', 'Ce slug existe déjà.');
      }

      // Existing images are named by any of their URLs; those not named any more are dropped.
      const held = [current.image, ...current.images].filter((i): i is StoredImage => !!i);
      // Also by their disk address: a form opened before a move to object storage still names /uploads/… (issue 19).
      const byUrl = (u: string | null | undefined) =>
        u
          ? held.find((img) =>
              [url, (key: string) => `/uploads/${key}`].some(
                (toUrl) =>
                  Object.values(imageDto(img, toUrl).sizes).includes(u) || imageDto(img, toUrl).url === u,
              ),
            )
          : undefined;
      let keptMain: StoredImage | null = current.image;
      if (data.image !== undefined) keptMain = byUrl(data.image) ?? null;
      let keptExtra = current.images;
      if (data.images !== undefined) {
        keptExtra = data.images.map(byUrl).filter((i): i is StoredImage => !!i && i !== keptMain);
      }
      if (form.main) keptMain = null;
      const total = (form.main || keptMain ? 1 : 0) + keptExtra.length + form.extra.length;
      if (total > MAX_IMAGES) throw tooManyImages();

      const stored = await storeImages(app.images, form.main ? [form.main, ...form.extra] : form.extra);
      const main = form.main ? (stored[0] as StoredImage) : keptMain;
      const extra = [...keptExtra, ...(form.main ? stored.slice(1) : stored)];
      const c = columns(data, current);
      // An edit by the owner is a sign of life (issue 15, point 7): the freshness count starts again, and an
      // ACTIVE status reopens a listing closed as rented, sold or expired.
      const values = {
        slug,
        ...c,
        ...(await listingPosition(app.db, data.location, c, current)),
        image: JSON.stringify(main),
        images: JSON.stringify(extra),
        confirmed_at: app.now(),
        reminded_at: null,
        closed_reason: c.status === 'ACTIVE' ? null : current.closed_reason,
      };
      const keys = Object.keys(values);
      const rows = await app.db
        .query<ProductRow>(
          `UPDATE products SET ${keys.map((k, i) => `${k} = $${i + 2}`).join(', ')}, updated_at = now()
           WHERE id = $1 RETURNING ${PRODUCT_COLUMNS}`,
          [current.id, ...Object.values(values)],
        )
        .catch(async (err: { code?: string }) => {
          await Promise.all(stored.map((img) => removeImage(app.images, img)));
          if (err.code === '23505') throw new ApiError(409, 'CONFLICT', 'Ce slug existe déjà.');
          throw err;
        });
      const kept = new Set([main, ...extra].filter(Boolean).map((i) => (i as StoredImage).id));
      await Promise.all(held.filter((img) => !kept.has(img.id)).map((img) => removeImage(app.images, img)));
      return envelope('UPDATED_SUCCESSFULLY', toProductDto(rows[0] as ProductRow, url));
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/:id',
    {
      onRequest: [app.authenticate, app.userLimit('listings')],
      schema: {
        tags: ['products'],
        summary: 'Delete my listing and its images',
        security: bearer,
        params: idParams,
        response: {
          200: Envelope(Type.Object({ id: Type.String() }), 'DELETED_SUCCESSFULLY'),
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => {
      const current = await ownProduct(request.params.id, request.userId as string);
      await app.db.query('DELETE FROM products WHERE id = $1', [current.id]);
      const images = [current.image, ...current.images].filter((i): i is StoredImage => !!i);
      await Promise.all(images.map((img) => removeImage(app.images, img)));
      return envelope('DELETED_SUCCESSFULLY', { id: current.id });
    },
  );
};

export default write;
