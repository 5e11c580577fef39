import type { Offer, OfferStatus } from '@mayorista/shared/marketing';
import { z } from 'zod';
import type { StatusTone } from '@/components/ui/status-badge';
import { fromLocalInput, toLocalInput } from '@/lib/dates';
import type { OfferBody } from '../api/save-offer';

/** Backoffice §8 (Offers), verbatim. */
export const OFFER_MESSAGES = {
  productsFailed: 'Error al cargar los productos',
  loadFailed: 'Error al cargar las ofertas',
  created: 'Oferta creada exitosamente',
  updated: 'Oferta actualizada exitosamente',
  saveFailed: 'Error al guardar la oferta',
  deleted: 'Oferta eliminada exitosamente',
  deleteFailed: 'Error al eliminar la oferta',
  offerProductsFailed: 'Error al cargar los productos de la oferta',
  confirmDelete: '¿Estás seguro de eliminar esta oferta?',
} as const;

export const STATUS_TONES: Record<OfferStatus, StatusTone> = {
  Pendiente: 'info',
  Activa: 'success',
  Finalizada: 'neutral',
};

/** Backoffice §5: name required, discount 0 to 100, start and end required (end after start). */
export const offerFormSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { message: 'El nombre es requerido' })
      .max(200, { message: 'El nombre no puede tener más de 200 caracteres' }),
    discount: z.string(),
    start_date: z.string().min(1, { message: 'La fecha de inicio es requerida' }),
    end_date: z.string().min(1, { message: 'La fecha de fin es requerida' }),
  })
  .superRefine((values, ctx) => {
    const discount = Number(values.discount.replace(',', '.'));
    if (values.discount.trim() === '' || !Number.isFinite(discount))
      ctx.addIssue({ code: 'custom', path: ['discount'], message: 'El descuento es requerido' });
    else if (discount < 0 || discount > 100)
      ctx.addIssue({ code: 'custom', path: ['discount'], message: 'El descuento debe estar entre 0 y 100' });
    if (values.start_date && values.end_date && new Date(values.end_date) <= new Date(values.start_date))
      ctx.addIssue({
        code: 'custom',
        path: ['end_date'],
        message: 'La fecha de fin debe ser posterior a la fecha de inicio',
      });
  });

export type OfferFormValues = z.input<typeof offerFormSchema>;

/** A new offer: starts now, ends in a week (es-AR choice: the spec gives no default). */
export function offerDefaults(now = new Date()): OfferFormValues {
  const end = new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000);
  return { name: '', discount: '10', start_date: toLocalInput(now), end_date: toLocalInput(end) };
}

export const offerToForm = (offer: Offer): OfferFormValues => ({
  name: offer.name,
  discount: String(offer.discount),
  start_date: toLocalInput(offer.start_date),
  end_date: toLocalInput(offer.end_date),
});

export const offerBody = (values: OfferFormValues, products: number[]): OfferBody => ({
  name: values.name.trim(),
  discount: Number(values.discount.replace(',', '.')),
  start_date: fromLocalInput(values.start_date),
  end_date: fromLocalInput(values.end_date),
  products,
});
