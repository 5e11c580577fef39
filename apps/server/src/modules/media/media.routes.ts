import { errorResponses } from '@mayorista/shared/api';
import { IMAGE_REQUIRED, UploadedImageSchema } from '@mayorista/shared/media';
import type { AppInstance } from '../../app-instance.ts';
import { recordActivity } from '../../lib/activity.ts';
import { AppError } from '../../lib/errors.ts';
import { PRODUCT_IMAGE, storeImage } from '../../lib/images.ts';
import { readForm, useMultipart } from '../../lib/multipart.ts';

export async function mediaRoutes(app: AppInstance) {
  await useMultipart(app);

  app.post(
    '/uploads/images/',
    {
      config: { role: 'staff', changes: [] },
      schema: {
        tags: ['imágenes'],
        summary: 'Sube una imagen de producto (multipart, campo image) y devuelve sus URLs de 1000 y 400 px',
        description:
          'JPEG, PNG o WebP (se reconoce por el contenido), hasta 10 MB. Se guarda en WebP ajustada a ' +
          '1000x1000 (image) y 400x400 (image_small).',
        consumes: ['multipart/form-data'],
        response: { 201: UploadedImageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { files } = await readForm(request, ['image']);
      const file = files.image;
      if (!file) throw new AppError('invalid', IMAGE_REQUIRED, { fields: { image: [IMAGE_REQUIRED] } });
      const urls = await storeImage(app.storage, file.bytes, {
        folder: 'products',
        variants: PRODUCT_IMAGE,
        field: 'image',
      });
      await recordActivity(app.db, {
        userId: request.viewer?.userId ?? null,
        action: 'upload',
        entity: 'image',
        summary: `Imagen subida: ${urls['1000']}`,
      });
      return reply.status(201).send({ image: urls['1000'], image_small: urls['400'] });
    },
  );
}
