import { z } from 'zod';
import { PageQuerySchema, paginatedSchema } from './pagination';

/**
 * Who runs a store (decision 040): an `owner` manages operators and the store's settings as
 * well as everything `staff` does (orders, catalogue, stock, delivery, coupons).
 */
export const STORE_ROLES = ['owner', 'staff'] as const;
export const StoreRoleSchema = z.enum(STORE_ROLES, { error: 'Elige owner o staff.' });
export type StoreRole = z.infer<typeof StoreRoleSchema>;

export const STORE_ROLE_LABELS: Record<StoreRole, string> = {
  owner: 'Dueño',
  staff: 'Personal',
};

/** A store the signed-in user runs, as `GET /auth/user` lists them. */
export const OperatorStoreSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  role: StoreRoleSchema,
});
export type OperatorStore = z.infer<typeof OperatorStoreSchema>;

/** `/api/admin/stores/{slug}/…`: the store the operator acts on. */
export const AdminStoreParamsSchema = z.object({
  slug: z
    .string()
    .trim()
    .min(1, { error: 'Indica la tienda.' })
    .max(100, { error: 'El identificador de la tienda es demasiado largo.' }),
});
export type AdminStoreParams = z.infer<typeof AdminStoreParamsSchema>;

/** Who made a change: an operator (id and name as they were) or the shared token, "sistema". */
export const AuditActorSchema = z.object({
  user_id: z.number().int().nullable(),
  name: z.string(),
});
export type AuditActor = z.infer<typeof AuditActorSchema>;

/** Name shown for changes made with the shared OPERATOR_TOKEN (automation). */
export const SYSTEM_ACTOR_NAME = 'sistema';

/** What the audit records; each admin write names one. */
export const AUDIT_ENTITIES = [
  'order',
  'product',
  'import',
  'zone',
  'delivery_window',
  'closed_date',
  'settings',
  'coupon',
  'operator',
] as const;
export const AuditEntitySchema = z.enum(AUDIT_ENTITIES, { error: 'Elige un tipo de registro.' });
export type AuditEntity = z.infer<typeof AuditEntitySchema>;

export const AUDIT_ENTITY_LABELS: Record<AuditEntity, string> = {
  order: 'Pedido',
  product: 'Producto',
  import: 'Importación',
  zone: 'Zona de entrega',
  delivery_window: 'Horario de entrega',
  closed_date: 'Día cerrado',
  settings: 'Ajustes',
  coupon: 'Cupón',
  operator: 'Equipo',
};

/** A JSON value as stored in the audit's before/after. */
export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
const JsonValueSchema: z.ZodType<JsonValue> = z.lazy(() =>
  z.union([
    z.string(),
    z.number(),
    z.boolean(),
    z.null(),
    z.array(JsonValueSchema),
    z.record(z.string(), JsonValueSchema),
  ]),
);

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  actor: AuditActorSchema,
  /** A slug such as `order.status`, `product.update`, `import.commit`. */
  action: z.string(),
  entity: AuditEntitySchema,
  entity_id: z.string(),
  before: JsonValueSchema.nullable(),
  after: JsonValueSchema.nullable(),
  request_id: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** The largest file the console uploads: a product photo or a spreadsheet to import. */
export const ADMIN_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** A person who runs the store, as the owner's "Equipo" screen lists them. */
export const OperatorSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  role: StoreRoleSchema,
  since: z.string(),
});
export type Operator = z.infer<typeof OperatorSchema>;

export const OperatorListResponseSchema = z.object({ data: z.array(OperatorSchema) });
export type OperatorListResponse = z.infer<typeof OperatorListResponseSchema>;

/** `PUT /operators/{phone}`: the person's role in this store, or null to take it away. */
export const PutOperatorBodySchema = z.strictObject({
  role: StoreRoleSchema.nullable(),
});
export type PutOperatorBody = z.infer<typeof PutOperatorBodySchema>;

export const OperatorParamsSchema = AdminStoreParamsSchema.extend({
  phone: z
    .string()
    .trim()
    .min(1, { error: 'Escribe el celular de la persona.' })
    .max(30, { error: 'El número de celular es demasiado largo.' }),
});

/** The person as they now stand, or null once their role was taken away. */
export const OperatorResponseSchema = z.object({ data: OperatorSchema.nullable() });
export type OperatorResponse = z.infer<typeof OperatorResponseSchema>;

export const AuditQuerySchema = PageQuerySchema.extend({
  entity: AuditEntitySchema.optional(),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export const AuditPageSchema = paginatedSchema(AuditEntrySchema);
export type AuditPage = z.infer<typeof AuditPageSchema>;
