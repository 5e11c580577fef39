/** The content contract: the home carousel's banners (storefront §2, backoffice §2.8). */
import { z } from 'zod';
import { formBoolean, formOrder } from './media.ts';
import { safeText } from './text.ts';

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

// ---- Carousel admin (backoffice §2.8, §3 Carousel image, §9: link /productos, order 0). ----

export const BANNER_DEFAULT_LINK = '/productos';
export const BANNER_LINK_NOT_VALID = 'El enlace debe empezar con / o con http:// o https://';
export const BANNER_DESKTOP_IMAGE_REQUIRED = 'La imagen de escritorio es requerida';
const TOO_LONG = (max: number) => `No puede superar los ${max} caracteres`;

const bannerText = (max: number) =>
  safeText()
    .trim()
    .max(max, { message: TOO_LONG(max) });
/** An empty link means the default; otherwise a path of this site or an http(s) address. */
const bannerLink = bannerText(500)
  .transform((value) => value || BANNER_DEFAULT_LINK)
  .refine((value) => /^\/(?!\/)/.test(value) || /^https?:\/\/[^\s/$.?#]/i.test(value), {
    message: BANNER_LINK_NOT_VALID,
  });

/**
 * The text fields of the banner form, sent as multipart/form-data beside the `desktop_image`
 * (required on create) and `mobile_image` files.
 */
export const BannerFormSchema = z.object({
  title: bannerText(200).default(''),
  description: bannerText(2000).default(''),
  link: bannerLink.default(BANNER_DEFAULT_LINK),
  button_text: bannerText(60).default(''),
  order: formOrder().default(0),
  is_active: formBoolean().default(true),
});
export type BannerForm = z.infer<typeof BannerFormSchema>;

/** PATCH: any subset of the fields (and optionally new images). */
export const BannerUpdateFormSchema = z.object({
  title: bannerText(200).optional(),
  description: bannerText(2000).optional(),
  link: bannerLink.optional(),
  button_text: bannerText(60).optional(),
  order: formOrder().optional(),
  is_active: formBoolean().optional(),
});
export type BannerUpdateForm = z.infer<typeof BannerUpdateFormSchema>;
