import { z } from 'zod';
import type { AppInstance } from '../../app.ts';
import { isStaff } from '../../lib/viewer.ts';
import { listBanners } from './content.service.ts';

const BannerSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
  mobileImage: z.string(),
  desktop_image: z.string(),
  mobile_image: z.string().nullable(),
  link: z.string(),
  primaryLink: z.string(),
  button_text: z.string(),
  order: z.number(),
  is_active: z.boolean(),
});

export async function contentRoutes(app: AppInstance) {
  app.get(
    '/uploads/carousel/',
    {
      config: { role: 'public' },
      schema: {
        tags: ['contenido'],
        summary: 'Banners del carrusel principal',
        response: { 200: z.array(BannerSchema) },
      },
    },
    async (request) => listBanners(app.db, { includeInactive: isStaff(request.viewer) }),
  );
}
