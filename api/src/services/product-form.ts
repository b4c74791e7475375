import type { FastifyRequest } from 'fastify';
import { ApiError, badRequest } from '../lib/errors.js';
import { checkFormField, checkFormInput } from '../lib/form-input.js';
import { checkImage } from '../lib/images.js';
import { MAX_IMAGES } from '../plugins/external/multipart.js';

export interface ProductForm {
  data: unknown;
  main: Buffer | null;
  extra: Buffer[];
}

export const tooManyImages = () =>
  new ApiError(413, 'TOO_MANY_IMAGES', 'Au plus 10 images par annonce (1 principale et 9 secondaires).');

/**
 * Reads create/update bodies: multipart with `product_data` (JSON), `image` and repeated `images`, as the API
 * contract says; a plain JSON body (the product data itself) is accepted too for changes without new images.
 */
export async function readProductForm(request: FastifyRequest): Promise<ProductForm> {
  if (!request.isMultipart()) {
    if (request.body && typeof request.body === 'object')
      return { data: request.body, main: null, extra: [] };
    throw badRequest('Un formulaire multipart avec product_data est attendu.');
  }
  let data: unknown;
  let main: Buffer | null = null;
  const extra: Buffer[] = [];
  try {
    await readParts();
  } catch (err) {
    // busboy's own errors (no boundary, unexpected end of form…) are plain errors: a malformed form is a 400, not a
    // 500 (found by the fuzz suite). Our refusals and @fastify/multipart's limits (FST_…) keep their own codes.
    if (err instanceof ApiError || String((err as { code?: unknown }).code ?? '').startsWith('FST_'))
      throw err;
    throw badRequest('Formulaire multipart invalide.');
  }
  async function readParts() {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        checkFormField(part.fieldname, part.value);
        if (part.fieldname !== 'product_data') continue;
        try {
          data = JSON.parse(String(part.value));
        } catch {
          throw badRequest('product_data doit être un JSON valide.');
        }
        // The text was short enough, the JSON it holds may still nest thousands of levels (a 500 once stored).
        checkFormInput(data, '/product_data');
        continue;
      }
      const buffer = await part.toBuffer();
      checkFormField(part.fieldname, '');
      if (buffer.length === 0 && !part.filename) continue;
      if (part.fieldname !== 'image' && part.fieldname !== 'images') {
        throw badRequest(`Champ de fichier inconnu : ${part.fieldname}.`);
      }
      if (part.fieldname === 'image' && main) throw badRequest('Une seule image principale est permise.');
      if ((main ? 1 : 0) + extra.length + 1 > MAX_IMAGES) throw tooManyImages();
      await checkImage(buffer);
      if (part.fieldname === 'image') main = buffer;
      else extra.push(buffer);
    }
  }
  if (data === undefined) throw badRequest('Le champ product_data est requis.');
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw badRequest('product_data doit être un objet JSON.');
  }
  return { data, main, extra };
}
