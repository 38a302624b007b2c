import { z } from 'zod';

export const PAYMENT_METHODS = ['cash', 'card', 'wallet', 'oxxo', 'spei'] as const;
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export const SettingsSchema = z.object({
  site_name: z.string(),
  currency: z.string().length(3),
  locale: z.string(),
  country: z.string().length(2),
  gtm_id: z.string().nullable(),
  support_whatsapp: z.string().nullable(),
  map_tile_url: z.string(),
  maintenance: z.boolean(),
  /**
   * Slugs of the stores each closed for maintenance by its owner (decision 043): their pages
   * show the maintenance screen while the rest of the shop keeps working.
   */
  maintenance_stores: z.array(z.string()),
  payment_methods: z.array(PaymentMethodSchema),
  /** Whether the server has an address search (GEOCODER_URL): `/geocode` answers only then. */
  geocoding: z.boolean(),
  /**
   * Whether the server has SEPOMEX's catalogue of postal codes (decision 049): `/postal-codes`
   * answers only then.
   */
  postal_codes: z.boolean(),
});
export type Settings = z.infer<typeof SettingsSchema>;

export const SettingsResponseSchema = z.object({ data: SettingsSchema });
export type SettingsResponse = z.infer<typeof SettingsResponseSchema>;

/**
 * The operators' maintenance switch (`GET` and `PUT /api/ops/settings/maintenance`): while it is
 * on, every page of the shop front shows the maintenance screen (decision 038).
 */
export const MaintenanceBodySchema = z.strictObject({
  enabled: z.boolean({
    error: 'Indica enabled: true para activar el mantenimiento o false para desactivarlo.',
  }),
});
export type MaintenanceBody = z.infer<typeof MaintenanceBodySchema>;

export const MaintenanceSchema = z.object({ enabled: z.boolean() });
export type Maintenance = z.infer<typeof MaintenanceSchema>;

export const MaintenanceResponseSchema = z.object({ data: MaintenanceSchema });
export type MaintenanceResponse = z.infer<typeof MaintenanceResponseSchema>;
