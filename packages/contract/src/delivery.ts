import { z } from 'zod';
import { DeliveryTypeSchema } from './catalogue';
import { PaymentMethodSchema } from './settings';

export const DeliverySlotsQuerySchema = z.object({
  type: DeliveryTypeSchema.default('delivery'),
  /**
   * The cart's payment method, when it has one: with OXXO or SPEI, a slot too soon to leave two
   * hours to pay is answered unavailable (decision 060).
   */
  payment_method: PaymentMethodSchema.optional(),
});
export type DeliverySlotsQuery = z.infer<typeof DeliverySlotsQuerySchema>;

export const DeliverySlotSchema = z.object({
  /** The store's weekly window; with the date it names one slot. */
  id: z.number().int(),
  start: z.string(),
  end: z.string(),
  available: z.boolean(),
  remaining: z.number().int(),
});
export type DeliverySlot = z.infer<typeof DeliverySlotSchema>;

export const DeliveryDaySchema = z.object({
  /** YYYY-MM-DD in the store's time zone. */
  date: z.string(),
  slots: z.array(DeliverySlotSchema),
});
export type DeliveryDay = z.infer<typeof DeliveryDaySchema>;

export const DeliverySlotsResponseSchema = z.object({ data: z.array(DeliveryDaySchema) });
export type DeliverySlotsResponse = z.infer<typeof DeliverySlotsResponseSchema>;

export const DeliveryDateSchema = z
  .string({ error: 'Elige una fecha de entrega.' })
  .max(10, { error: 'La fecha de entrega no es válida.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'La fecha de entrega no es válida.' });
