import type { AuditActor, StoreRole } from '@canasta/contract';

/** The store an admin request acts on, as the access plugin found it. */
export interface AdminStore {
  id: number;
  slug: string;
  name: string;
  time_zone: string;
}

/**
 * Who is acting on which store, for every `/api/admin/stores/{slug}/…` request (decision 040):
 * services take it to check the role and to write the audit entry of each change.
 */
export interface AdminContext {
  store: AdminStore;
  role: StoreRole;
  /** The operator (id and name as they are now) or the shared token, "sistema". */
  actor: AuditActor;
  requestId: string;
}
