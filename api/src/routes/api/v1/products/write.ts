import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifySchema } from 'fastify';
import { ApiError, badRequest, forbidden, notFound } from '../../../../lib/errors.js';
import { removeImage, storeImages } from '../../../../lib/images.js';
import { envelope } from '../../../../lib/reply.js';
import { slugify, uniqueSlug } from '../../../../lib/slug.js';
import {
  deleteListing,
  insertListing,
  listingColumns,
  ownerBadges,
  SLUG_TAKEN,
  slugTaken,
  updateListing,
} from '../../../../repositories/listing-writes.js';
import {
  findProduct,
  imageDto,
  toProductDto,
  type ProductRow,
  type StoredImage,
} from '../../../../repositories/products.js';
import { bearer, idParams } from '../../../../schemas/common.js';
import {
  listingWriteBodies,
  listingWriteResponses,
  validateProductData,
} from '../../../../schemas/product.js';
import { listingPosition } from '../../../../services/places.js';
import { checkListingPrice } from '../../../../services/prices.js';
import { readProductForm, tooManyImages } from '../../../../services/product-form.js';
import { MAX_IMAGES } from '../../../../plugins/external/multipart.js';

const slugConflict = () => new ApiError(409, 'CONFLICT', 'Ce slug existe déjà.');

/**
 * /api/docs documents the body (product_data's fields, the image files) though Fastify does not validate it: a
 * multipart body never reaches Fastify's validation, and validateProductData checks product_data with its own errors.
 */
const documentBody =
  (body: (typeof listingWriteBodies)[keyof typeof listingWriteBodies]) =>
  ({ schema, url }: { schema: FastifySchema; url: string }) => ({ schema: { ...schema, body }, url });

const write: FastifyPluginAsyncTypebox = async (app) => {
  const url = (key: string) => app.images.url(key);

  /**
   * Stores the request's photos, then runs `save` with them: whatever was stored goes again when anything after
   * fails (the write itself, a taken slug, an error of the database), so a refused write leaves no file. Everything
   * that can refuse the request is checked before this is called, so no photo is encoded for nothing.
   */
  async function withStoredImages(
    buffers: Buffer[],
    save: (stored: StoredImage[]) => Promise<ProductRow | typeof SLUG_TAKEN>,
  ): Promise<ProductRow> {
    const stored = await storeImages(app.images, buffers);
    let saved = false;
    try {
      const row = await save(stored);
      if (row === SLUG_TAKEN) throw slugConflict();
      saved = true;
      return row;
    } finally {
      if (!saved) await Promise.all(stored.map((img) => removeImage(app.images, img).catch(() => undefined)));
    }
  }

  app.post(
    '/create',
    {
      onRequest: [app.authenticate, app.userLimit('listings')],
      config: { swaggerTransform: documentBody(listingWriteBodies.create) },
      schema: {
        tags: ['products'],
        summary: 'Create a listing (multipart: product_data, image, images)',
        security: bearer,
        consumes: ['multipart/form-data'],
        response: listingWriteResponses.create,
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
        if (await slugTaken(app.db, slug)) throw slugConflict();
      } else {
        slug = uniqueSlug(data.name ?? '');
      }
      const c = listingColumns(data);
      const position = await listingPosition(app.db, data.location, c);
      const owner = await ownerBadges(app.db, request.userId as string);
      const row = await withStoredImages(form.main ? [form.main, ...form.extra] : form.extra, (stored) =>
        insertListing(app.db, {
          id: randomUUID(),
          user_id: request.userId as string,
          slug,
          ...c,
          image: JSON.stringify(form.main ? (stored[0] as StoredImage) : null),
          images: JSON.stringify(form.main ? stored.slice(1) : stored),
          ...position,
          confirmed_at: app.now(),
          // A verified advertiser's new listing carries the badge at once; a shown number is on it at once too.
          owner_verified: owner.verified,
          owner_phone: owner.phone,
        }),
      );
      // Compared with its quartier's stored figures at once: the notice does not wait for the next round.
      row.low_price_median = await checkListingPrice(app, row.id);
      return reply.status(201).send(envelope('CREATED_SUCCESSFULLY', toProductDto(row, url)));
    },
  );

  const ownProduct = async (id: string, userId: string) => {
    const row = await findProduct(app.db, 'id', id);
    if (!row) throw notFound('Bien introuvable.');
    if (row.user_id !== userId) throw forbidden('Seul le propriétaire de l’annonce peut la modifier.');
    return row;
  };

  app.put(
    '/:id',
    {
      onRequest: [app.authenticate, app.userLimit('listings')],
      config: { swaggerTransform: documentBody(listingWriteBodies.update) },
      schema: {
        tags: ['products'],
        summary:
          'Update my listing (multipart, same fields; product_data.image/images keep existing images by URL)',
        security: bearer,
        consumes: ['multipart/form-data', 'application/json'],
        params: idParams,
        response: listingWriteResponses.update,
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
        if (await slugTaken(app.db, slug)) throw slugConflict();
      }

      // Existing images are named by any of their URLs; those not named any more are dropped.
      const held = [current.image, ...current.images].filter((i): i is StoredImage => !!i);
      // Also by their disk address: a form opened before a move to object storage still names /uploads/….
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

      const c = listingColumns(data, current);
      const position = await listingPosition(app.db, data.location, c, current);
      let main = keptMain;
      let extra = keptExtra;
      // An edit by the owner is a sign of life: the freshness count starts again, and an
      // ACTIVE status reopens a listing closed as rented, sold or expired.
      const row = await withStoredImages(form.main ? [form.main, ...form.extra] : form.extra, (stored) => {
        if (form.main) main = stored[0] as StoredImage;
        extra = [...keptExtra, ...(form.main ? stored.slice(1) : stored)];
        return updateListing(app.db, current.id, {
          slug,
          ...c,
          ...position,
          image: JSON.stringify(main),
          images: JSON.stringify(extra),
          confirmed_at: app.now(),
          reminded_at: null,
          closed_reason: c.status === 'ACTIVE' ? null : current.closed_reason,
        });
      });
      const kept = new Set([main, ...extra].filter(Boolean).map((i) => (i as StoredImage).id));
      await Promise.all(held.filter((img) => !kept.has(img.id)).map((img) => removeImage(app.images, img)));
      row.low_price_median = await checkListingPrice(app, row.id);
      return envelope('UPDATED_SUCCESSFULLY', toProductDto(row, url));
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: [app.authenticate, app.userLimit('listings')],
      schema: {
        tags: ['products'],
        summary: 'Delete my listing and its images',
        security: bearer,
        params: idParams,
        response: listingWriteResponses.remove,
      },
    },
    async (request) => {
      const current = await ownProduct(request.params.id, request.userId as string);
      await deleteListing(app.db, current.id);
      const images = [current.image, ...current.images].filter((i): i is StoredImage => !!i);
      await Promise.all(images.map((img) => removeImage(app.images, img)));
      return envelope('DELETED_SUCCESSFULLY', { id: current.id });
    },
  );
};

export default write;
