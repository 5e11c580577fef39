/** The brands admin contract (backoffice §2.7, §3 Brand, §7): the multipart form and the reorder call. */
import { z } from 'zod';
import { formBoolean, formOrder } from './media.ts';
import { safeText } from './text.ts';

export const BRAND_NAME_REQUIRED = 'El nombre de la marca es requerido';
export const BRAND_NAME_TAKEN = 'Ya existe una marca con ese nombre';
export const BRAND_NAME_TOO_LONG = 'El nombre de la marca no puede superar los 100 caracteres';
export const WEBSITE_URL_NOT_VALID = 'Ingresa una URL válida que empiece con http:// o https://';

const websiteUrl = safeText()
  .trim()
  .max(500, { message: WEBSITE_URL_NOT_VALID })
  .refine((value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), {
    message: WEBSITE_URL_NOT_VALID,
  });

/**
 * The fields of the brand form, sent as multipart/form-data with the `logo` file beside them. Text
 * arrives as strings: `is_active` 'true'/'false', `order` digits.
 */
export const BrandFormSchema = z.object({
  name: safeText(BRAND_NAME_REQUIRED)
    .trim()
    .min(1, { message: BRAND_NAME_REQUIRED })
    .max(100, { message: BRAND_NAME_TOO_LONG }),
  website_url: websiteUrl.default(''),
  is_active: formBoolean().default(true),
  order: formOrder().default(0),
});
export type BrandForm = z.infer<typeof BrandFormSchema>;

/** PATCH: any subset of the form's fields (and optionally a new logo). */
export const BrandUpdateFormSchema = z.object({
  name: BrandFormSchema.shape.name.optional(),
  website_url: websiteUrl.optional(),
  is_active: formBoolean().optional(),
  order: formOrder().optional(),
});
export type BrandUpdateForm = z.infer<typeof BrandUpdateFormSchema>;

const REORDER_MESSAGE = 'Envía la lista de marcas con su id y su orden.';

/** POST /brands/reorder/: every brand's new position. */
export const BrandReorderSchema = z.object({
  items: z
    .array(
      z.object({
        id: z
          .number({ message: REORDER_MESSAGE })
          .int({ message: REORDER_MESSAGE })
          .positive({ message: REORDER_MESSAGE })
          .max(2_147_483_647, { message: REORDER_MESSAGE }),
        order: z
          .number({ message: REORDER_MESSAGE })
          .int({ message: REORDER_MESSAGE })
          .min(0, { message: REORDER_MESSAGE })
          .max(1_000_000, { message: REORDER_MESSAGE }),
      }),
      { message: REORDER_MESSAGE },
    )
    .min(1, { message: REORDER_MESSAGE })
    .max(1000, { message: REORDER_MESSAGE }),
});
export type BrandReorder = z.infer<typeof BrandReorderSchema>;
