import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGES = 10;

export default fp(
  async (app) => {
    await app.register(multipart, {
      limits: {
        fileSize: MAX_IMAGE_BYTES,
        // One more than allowed, so the 11th file is seen and refused with TOO_MANY_IMAGES.
        files: MAX_IMAGES + 1,
        fields: 10,
        fieldSize: 64 * 1024,
        parts: MAX_IMAGES + 11,
        headerPairs: 200,
      },
    });
  },
  { name: 'multipart' },
);
