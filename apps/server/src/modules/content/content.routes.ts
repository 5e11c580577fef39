import { errorResponses } from '@mayorista/shared/api';
import { BannerListSchema } from '@mayorista/shared/content';
import type { AppInstance } from '../../app.ts';
import { isStaff } from '../../lib/viewer.ts';
import { listBanners } from './content.service.ts';

export async function contentRoutes(app: AppInstance) {
  app.get(
    '/uploads/carousel/',
    {
      config: { role: 'public' },
      schema: {
        tags: ['contenido'],
        summary: 'Banners del carrusel principal (los inactivos solo para administradores)',
        response: { 200: BannerListSchema, ...errorResponses },
      },
    },
    async (request) => listBanners(app.db, { includeInactive: isStaff(request.viewer) }),
  );
}
