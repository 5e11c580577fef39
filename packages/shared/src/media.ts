/** The media contract: image uploads and the form-field rules of multipart forms (backoffice §2.1, §2.7, §2.8). */
import { z } from 'zod';

/** DOMAIN.md: uploaded images are JPEG, PNG or WebP by content, at most 10 MB. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const IMAGE_NOT_VALID = 'El archivo no es una imagen válida (JPEG, PNG o WebP).';
export const IMAGE_TOO_LARGE = 'La imagen supera el tamaño máximo de 10 MB.';
export const IMAGE_REQUIRED = 'Selecciona una imagen.';
export const RECOMMENDED_IMAGE_SIZE = '1000x1000 px';

/** Answer of POST /uploads/images/: the 1000 px image and its 400 px variant. */
export const UploadedImageSchema = z.object({ image: z.string(), image_small: z.string() });
export type UploadedImage = z.infer<typeof UploadedImageSchema>;

/** A multipart field is text: 'true'/'false' (also '1'/'0', 'on'/'off') for a checkbox. */
export const formBoolean = (message = 'Debe ser verdadero o falso.') =>
  z.union([
    z.boolean(),
    z
      .string()
      .trim()
      .toLowerCase()
      .refine((value) => ['true', 'false', '1', '0', 'on', 'off'].includes(value), { message })
      .transform((value) => value === 'true' || value === '1' || value === 'on'),
  ]);

/** A multipart field holding a whole number from 0 up (an order position). */
export const formOrder = (message = 'El orden debe ser un número entero mayor o igual a 0.') =>
  z.union([
    z.number({ message }).int({ message }).min(0, { message }).max(1_000_000, { message }),
    z
      .string()
      .trim()
      .regex(/^\d{1,7}$/, { message })
      .transform(Number),
  ]);
