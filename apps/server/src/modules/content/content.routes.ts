import { errorResponses } from '@mayorista/shared/api';
import { IdParamSchema } from '@mayorista/shared/catalog';
import {
  BANNER_DESKTOP_IMAGE_REQUIRED,
  BannerFormSchema,
  BannerListSchema,
  BannerSchema,
  BannerUpdateFormSchema,
} from '@mayorista/shared/content';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance.ts';
import { fieldErrors } from '../../lib/errors.ts';
import { BANNER_DESKTOP, BANNER_MOBILE, deleteImage, storeImage } from '../../lib/images.ts';
import { readForm, useMultipart } from '../../lib/multipart.ts';
import { zodFieldErrors } from '../../lib/validation.ts';
import { isStaff } from '../../lib/viewer.ts';
import {
  type BannerValues,
  createBanner,
  deleteBanner,
  listBanners,
  updateBanner,
} from './content.service.ts';

const tags = ['contenido'];
const FORM_DESCRIPTION =
  'multipart/form-data: title, description, link (por defecto /productos), button_text, order (por ' +
  'defecto 0), is_active (true/false) y los archivos desktop_image y mobile_image (JPEG, PNG o WebP ' +
  'hasta 10 MB; se guardan en WebP de 1600 y 800 px).';
const IMAGE_FIELDS = ['desktop_image', 'mobile_image'] as const;

export async function contentRoutes(app: AppInstance) {
  app.get(
    '/uploads/carousel/',
    {
      config: { role: 'public', catalogueCache: true },
      schema: {
        tags,
        summary: 'Banners del carrusel principal (los inactivos solo para administradores)',
        response: { 200: BannerListSchema, ...errorResponses },
      },
    },
    async (request) => listBanners(app.db, { includeInactive: isStaff(request.viewer) }),
  );

  app.delete(
    '/uploads/carousel/:id/',
    {
      config: { role: 'staff', changes: ['catalogue'] },
      schema: {
        tags,
        summary: 'Elimina un banner y sus imágenes',
        params: IdParamSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const banner = await deleteBanner(app.db, request.params.id, request.viewer?.userId ?? null);
      await deleteImage(app.storage, banner.desktop_image);
      await deleteImage(app.storage, banner.mobile_image);
      return reply.status(204).send(null);
    },
  );

  await app.register(carouselFormRoutes);
}

/** The multipart routes of the carousel, in their own plugin: a JSON body there answers 415. */
async function carouselFormRoutes(app: AppInstance) {
  await useMultipart(app);

  /** Reads and validates the form, then stores its images: the values for the service. */
  async function readBannerForm<S extends typeof BannerFormSchema | typeof BannerUpdateFormSchema>(
    request: FastifyRequest,
    schema: S,
    options: { requireDesktop: boolean },
  ) {
    const form = await readForm(request, IMAGE_FIELDS);
    const parsed = schema.safeParse(form.fields);
    if (!parsed.success) throw fieldErrors(zodFieldErrors(parsed.error));
    if (options.requireDesktop && !form.files.desktop_image) {
      throw fieldErrors({ desktop_image: [BANNER_DESKTOP_IMAGE_REQUIRED] });
    }
    const stored: string[] = [];
    const store = async (field: (typeof IMAGE_FIELDS)[number]) => {
      const file = form.files[field];
      if (!file) return undefined;
      const variants = field === 'desktop_image' ? BANNER_DESKTOP : BANNER_MOBILE;
      const urls = await storeImage(app.storage, file.bytes, { folder: 'banners', variants, field });
      const url = urls[variants[0].suffix];
      stored.push(url);
      return url;
    };
    try {
      const desktopImage = await store('desktop_image');
      const mobileImage = await store('mobile_image');
      const fields = parsed.data as z.infer<S>;
      const values: BannerValues = {
        title: fields.title,
        description: fields.description,
        link: fields.link,
        buttonText: fields.button_text,
        order: fields.order,
        isActive: fields.is_active,
        desktopImage,
        mobileImage,
      };
      return { values, stored };
    } catch (error) {
      await Promise.all(stored.map((url) => deleteImage(app.storage, url)));
      throw error;
    }
  }

  /** A write that fails after the images were stored leaves no file behind. */
  async function withImages<T>(stored: string[], write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      await Promise.all(stored.map((url) => deleteImage(app.storage, url)));
      throw error;
    }
  }

  app.post(
    '/uploads/carousel/',
    {
      config: { role: 'staff', changes: ['catalogue'] },
      schema: {
        tags,
        summary: 'Crea un banner del carrusel (multipart)',
        description: FORM_DESCRIPTION,
        consumes: ['multipart/form-data'],
        response: { 201: BannerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { values, stored } = await readBannerForm(request, BannerFormSchema, { requireDesktop: true });
      const banner = await withImages(stored, () =>
        createBanner(
          app.db,
          { ...values, desktopImage: values.desktopImage as string },
          request.viewer?.userId ?? null,
        ),
      );
      return reply.status(201).send(banner);
    },
  );

  app.patch(
    '/uploads/carousel/:id/',
    {
      config: { role: 'staff', changes: ['catalogue'] },
      schema: {
        tags,
        summary: 'Modifica un banner (multipart, parcial; una imagen nueva reemplaza a la anterior)',
        description: FORM_DESCRIPTION,
        consumes: ['multipart/form-data'],
        params: IdParamSchema,
        response: { 200: BannerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { values, stored } = await readBannerForm(request, BannerUpdateFormSchema, {
        requireDesktop: false,
      });
      const { before, after } = await withImages(stored, () =>
        updateBanner(app.db, request.params.id, values, request.viewer?.userId ?? null),
      );
      if (before.desktop_image !== after.desktop_image) await deleteImage(app.storage, before.desktop_image);
      if (before.mobile_image !== after.mobile_image) await deleteImage(app.storage, before.mobile_image);
      return after;
    },
  );
}
