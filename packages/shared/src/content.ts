/** The content contract: the home carousel's banners (storefront §2, backoffice §2.8). */
import { z } from 'zod';

/** `image`/`mobileImage`/`primaryLink` repeat `desktop_image`/`mobile_image`/`link` for older clients. */
export const BannerSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
  mobileImage: z.string().describe('mobile_image, o desktop_image cuando no tiene'),
  desktop_image: z.string(),
  mobile_image: z.string().nullable(),
  link: z.string(),
  primaryLink: z.string(),
  button_text: z.string(),
  order: z.number(),
  is_active: z.boolean(),
});
export type Banner = z.infer<typeof BannerSchema>;
export const BannerListSchema = z.array(BannerSchema);
