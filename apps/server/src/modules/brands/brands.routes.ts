import { errorResponses } from '@mayorista/shared/api';
import { BrandFormSchema, BrandReorderSchema, BrandUpdateFormSchema } from '@mayorista/shared/brands';
import { BrandSchema, IdParamSchema } from '@mayorista/shared/catalog';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance.ts';
import { fieldErrors } from '../../lib/errors.ts';
import { BRAND_LOGO, deleteImage, storeImage } from '../../lib/images.ts';
import { readForm, useMultipart } from '../../lib/multipart.ts';
import { zodFieldErrors } from '../../lib/validation.ts';
import { isStaff } from '../../lib/viewer.ts';
import {
  createBrand,
  deleteBrand,
  listBrands,
  reorderBrands,
  toggleBrandActive,
  updateBrand,
} from './brands.service.ts';

const tags = ['marcas'];
const FORM_DESCRIPTION =
  'multipart/form-data: name, website_url, is_active (true/false), order y el archivo logo ' +
  '(JPEG, PNG o WebP hasta 10 MB; se guarda en WebP de 400 px).';

/** Brands (backoffice §2.7): the public list and the admin writes. */
export async function brandsRoutes(app: AppInstance) {
  app.get(
    '/brands/',
    {
      config: { role: 'public', catalogueCache: true },
      schema: {
        tags,
        summary: 'Marcas (activas, o todas para administradores)',
        response: { 200: z.array(BrandSchema), ...errorResponses },
      },
    },
    async (request) => listBrands(app.db, { includeInactive: isStaff(request.viewer) }),
  );

  app.post(
    '/brands/:id/toggle_active/',
    {
      config: { role: 'staff', changes: ['catalogue'] },
      schema: {
        tags,
        summary: 'Activa o desactiva una marca (las inactivas no se muestran en la tienda)',
        params: IdParamSchema,
        response: { 200: BrandSchema, ...errorResponses },
      },
    },
    async (request) => {
      const brand = await toggleBrandActive(app.db, request.params.id, request.viewer?.userId ?? null);
      return brand;
    },
  );

  app.delete(
    '/brands/:id/',
    {
      config: { role: 'staff', changes: ['catalogue'] },
      schema: {
        tags,
        summary: 'Elimina una marca; sus productos quedan sin marca',
        params: IdParamSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const brand = await deleteBrand(app.db, request.params.id, request.viewer?.userId ?? null);
      await deleteImage(app.storage, brand.logo);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/brands/reorder/',
    {
      config: { role: 'staff', changes: ['catalogue'] },
      schema: {
        tags,
        summary: 'Guarda el orden de las marcas',
        body: BrandReorderSchema,
        response: { 200: z.array(BrandSchema), ...errorResponses },
      },
    },
    async (request) => {
      const result = await reorderBrands(app.db, request.body.items, request.viewer?.userId ?? null);
      return result;
    },
  );

  await app.register(brandFormRoutes);
}

/** The multipart routes, in their own plugin: a JSON body there answers 415. */
async function brandFormRoutes(app: AppInstance) {
  await useMultipart(app);

  /** Reads the form, validates its fields, stores a new logo (if any): the values for the service. */
  async function readBrandForm<S extends typeof BrandFormSchema | typeof BrandUpdateFormSchema>(
    request: Parameters<typeof readForm>[0],
    schema: S,
  ) {
    const form = await readForm(request, ['logo']);
    const parsed = schema.safeParse(form.fields);
    if (!parsed.success) throw fieldErrors(zodFieldErrors(parsed.error));
    const values = parsed.data as z.infer<S>;
    const logo = form.files.logo
      ? (
          await storeImage(app.storage, form.files.logo.bytes, {
            folder: 'brands',
            variants: BRAND_LOGO,
            field: 'logo',
          })
        )['400']
      : undefined;
    return {
      logo,
      values: {
        name: values.name,
        websiteUrl: values.website_url,
        isActive: values.is_active,
        order: values.order,
        logo,
      },
    };
  }

  /** A write that fails after the logo was stored leaves no file behind. */
  async function withLogo<T>(logo: string | undefined, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      await deleteImage(app.storage, logo);
      throw error;
    }
  }

  app.post(
    '/brands/',
    {
      config: { role: 'staff', changes: ['catalogue'] },
      schema: {
        tags,
        summary: 'Crea una marca (multipart, con logo opcional)',
        description: FORM_DESCRIPTION,
        consumes: ['multipart/form-data'],
        response: { 201: BrandSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { logo, values } = await readBrandForm(request, BrandFormSchema);
      const brand = await withLogo(logo, () =>
        createBrand(app.db, { ...values, name: values.name as string }, request.viewer?.userId ?? null),
      );
      return reply.status(201).send(brand);
    },
  );

  app.patch(
    '/brands/:id/',
    {
      config: { role: 'staff', changes: ['catalogue'] },
      schema: {
        tags,
        summary: 'Modifica una marca (multipart, parcial; un logo nuevo reemplaza al anterior)',
        description: FORM_DESCRIPTION,
        consumes: ['multipart/form-data'],
        params: IdParamSchema,
        response: { 200: BrandSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { logo, values } = await readBrandForm(request, BrandUpdateFormSchema);
      const { before, after } = await withLogo(logo, () =>
        updateBrand(app.db, request.params.id, values, request.viewer?.userId ?? null),
      );
      if (logo && before.logo !== after.logo) await deleteImage(app.storage, before.logo);
      return after;
    },
  );
}
