import { randomBytes } from 'node:crypto';
import {
  IMPORT_COLUMNS,
  IMPORT_MAX_ERRORS,
  IMPORT_PREVIEW_ROWS,
  IMPORT_PREVIEW_TTL_MINUTES,
  type ImportColumn,
  type ImportCommitResponse,
  type ImportPreview,
  type ImportPreviewRow,
  type ImportRowAction,
  type ImportRowError,
} from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import { recordAudit } from '../audit/audit.service';
import type { CatalogueChanges } from '../catalogue/catalogue-changes';
import { listCategories } from '../catalogue/catalogue.service';
import {
  type OfferChange,
  type OfferValues,
  createOffers,
  isCatalogueConflict,
  storeOffersBySku,
  updateOffers,
} from '../catalogue/product-writes.service';
import type { ShareCards } from '../catalogue/share-cards.service';
import type { AdminContext } from '../operators/admin-context';
import { readImportFile } from './import-file';
import { planImportRow } from './import-plan';
import { type ImportRowValue, checkImportRow, looseText } from './import-rows';
import * as repo from './imports.repository';

export interface ImportDeps {
  db: Kysely<DB>;
  catalogueChanges: Pick<CatalogueChanges, 'storeCatalogueChanged'>;
  /** Redraws the link-preview cards of the offers whose price or name changed. */
  shareCards: ShareCards;
}

/**
 * Checks a spreadsheet against the store's catalogue and keeps its valid rows for a commit
 * (decision 042). Writes nothing to the catalogue and no audit entry: a preview changes nothing
 * a shopper or an operator sees; the commit's entry names the file and what it did.
 */
export async function previewImport(
  db: Kysely<DB>,
  ctx: AdminContext,
  upload: { data: Buffer; fileName: string | null },
  now: Date,
): Promise<ImportPreview> {
  const file = readImportFile(upload.data);
  const [categoryIds, offers] = await Promise.all([
    categoryIdsByName(db),
    storeOffersBySku(db, ctx.store.id),
  ]);

  const errors: ImportRowError[] = [];
  const valid: ImportRowValue[] = [];
  const actions = new Map<number, ImportRowAction>();
  const counts = { create: 0, update: 0, unchanged: 0 };
  const firstRowOf = new Map<string, number>();
  for (const record of file.records) {
    const check = checkImportRow(record, categoryIds);
    const rowErrors = check.ok ? [] : check.errors;
    const sku = record.cells.sku ?? '';
    const firstRow = firstRowOf.get(sku);
    if (sku !== '' && firstRow !== undefined) {
      rowErrors.push({
        row: record.row,
        column: 'sku',
        message: messages.importDuplicateSku(record.row, sku, firstRow),
      });
    } else if (sku !== '') firstRowOf.set(sku, record.row);

    if (!check.ok || rowErrors.length > 0) {
      errors.push(...rowErrors);
      actions.set(record.row, 'invalid');
      continue;
    }
    const plan = planImportRow(check.value, offers.get(check.value.sku)?.values);
    if (plan.action === 'invalid') {
      errors.push(plan.error);
      actions.set(record.row, 'invalid');
      continue;
    }
    counts[plan.action] += 1;
    actions.set(record.row, plan.action);
    valid.push(check.value);
  }

  const id = randomBytes(18).toString('base64url');
  const expiresAt = new Date(now.getTime() + IMPORT_PREVIEW_TTL_MINUTES * 60_000).toISOString();
  const total = file.records.length;
  await repo.deleteExpired(db, now.toISOString());
  await repo.insertImport(db, {
    id,
    store_id: ctx.store.id,
    created_by_user_id: ctx.actor.user_id,
    created_by_name: ctx.actor.name,
    file_name: upload.fileName,
    columns: JSON.stringify(file.columns),
    rows: JSON.stringify(valid),
    total_rows: total,
    valid_rows: valid.length,
    invalid_rows: total - valid.length,
    create_rows: counts.create,
    update_rows: counts.update,
    unchanged_rows: counts.unchanged,
    created_at: now.toISOString(),
    expires_at: expiresAt,
  });
  return {
    id,
    total,
    valid: valid.length,
    invalid: total - valid.length,
    ...counts,
    errors: errors.slice(0, IMPORT_MAX_ERRORS),
    error_count: errors.length,
    columns: file.columns,
    rows: previewRows(file.records, actions),
    expires_at: expiresAt,
  };
}

/**
 * Applies a preview's valid rows in one transaction: every row or none (decision 042). Rows are
 * matched on SKU against the catalogue as it is now, so a second commit of the same file finds
 * nothing to change and says so; a row the catalogue no longer takes (its price fell under a
 * floor set meanwhile) stops the whole commit. One `import.commit` entry holds the counts.
 */
export async function commitImport(
  deps: ImportDeps,
  ctx: AdminContext,
  id: string,
  now: Date,
): Promise<ImportCommitResponse> {
  const found = await repo.findImport(deps.db, ctx.store.id, id);
  if (!found) throw new AppError('import_not_found', messages.importNotFound);
  if (found.committed_at !== null) throw new AppError('conflict', messages.importAlreadyCommitted);
  if (found.expires_at <= now.toISOString()) throw new AppError('conflict', messages.importExpired);
  if (found.valid_rows === 0) throw new AppError('validation_failed', messages.importNothingValid);
  // Written by previewImport from checked rows.
  const rows = JSON.parse(found.rows) as ImportRowValue[];

  let result: { created: number; updated: number; unchanged: number };
  try {
    result = await deps.db.transaction().execute(async (trx) => {
      if (!(await repo.markCommitted(trx, id, now.toISOString()))) {
        throw new AppError('conflict', messages.importAlreadyCommitted);
      }
      const offers = await storeOffersBySku(trx, ctx.store.id);
      const creates: OfferValues[] = [];
      const changes: OfferChange[] = [];
      let unchanged = 0;
      for (const row of rows) {
        const offer = offers.get(row.sku);
        const plan = planImportRow(row, offer?.values);
        if (plan.action === 'invalid') {
          throw new AppError('conflict', messages.importStale, {
            errors: { [plan.error.column ?? 'file']: [plan.error.message] },
          });
        }
        if (plan.action === 'create') creates.push(plan.next);
        else if (plan.action === 'update' && offer)
          changes.push({ current: offer.row, next: plan.next });
        else unchanged += 1;
      }
      await createOffers(trx, ctx.store, creates);
      await updateOffers(trx, ctx.store, changes);
      const counts = { created: creates.length, updated: changes.length, unchanged };
      await recordAudit(
        trx,
        ctx,
        {
          action: 'import.commit',
          entity: 'import',
          entityId: id,
          before: null,
          after: { file_name: found.file_name, rows: rows.length, ...counts },
        },
        now,
      );
      return counts;
    });
  } catch (error) {
    if (isCatalogueConflict(error)) throw new AppError('conflict', messages.importStale);
    throw error;
  }
  if (result.created + result.updated > 0) {
    // The whole store: only the cards whose offer changed are drawn again.
    await deps.shareCards.refresh({ storeId: ctx.store.id });
    await deps.catalogueChanges.storeCatalogueChanged(ctx.store.id);
  }
  return {
    data: result,
    message: messages.importCommitted(result.created, result.updated, result.unchanged),
  };
}

/** Category names, matched ignoring case and accents, to their ids. */
async function categoryIdsByName(db: Kysely<DB>): Promise<Map<string, number>> {
  const categories = await listCategories(db);
  return new Map(categories.map((category) => [looseText(category.name), category.id]));
}

/** Every bad row (up to the cap), then the file's first good rows, in the file's order. */
function previewRows(
  records: ReturnType<typeof readImportFile>['records'],
  actions: ReadonlyMap<number, ImportRowAction>,
): ImportPreviewRow[] {
  const action = (row: number) => actions.get(row) ?? 'invalid';
  const bad = records.filter((record) => action(record.row) === 'invalid');
  const shown = new Set(bad.slice(0, IMPORT_PREVIEW_ROWS).map((record) => record.row));
  for (const record of records) {
    if (shown.size >= IMPORT_PREVIEW_ROWS) break;
    shown.add(record.row);
  }
  return records
    .filter((record) => shown.has(record.row))
    .map((record) => ({ row: record.row, action: action(record.row), cells: record.cells }));
}

const TEMPLATE_EXAMPLES = [
  {
    sku: 'PLATANO-KG',
    nombre: 'Plátano Tabasco',
    precio: '24.90',
    precio_antes: '',
    existencias: '40',
    maximo_por_pedido: '10',
    unidad: 'kg',
    visible: 'sí',
    descripcion: 'Plátano dulce de Tabasco, cosechado en su punto.',
  },
  {
    sku: 'JITOMATE-KG',
    nombre: 'Jitomate saladet',
    precio: '$32.90',
    precio_antes: '39.90',
    existencias: '25',
    maximo_por_pedido: '',
    unidad: 'kg',
    visible: 'no',
    descripcion: 'Jitomate firme y carnoso, la base de salsas, caldos y guisos.',
  },
] as const;

/**
 * The spreadsheet to fill: the template's headers and two example rows in the store's first
 * two categories, so it imports as it is. With a BOM, so Excel reads its accents as UTF-8.
 */
export async function importTemplate(db: Kysely<DB>): Promise<string> {
  const categories = await listCategories(db);
  const names = categories.map((category) => category.name);
  const rows = TEMPLATE_EXAMPLES.map((example, i) => {
    const cells: Record<ImportColumn, string> = {
      ...example,
      categoria: names[i] ?? names[0] ?? '',
    };
    return IMPORT_COLUMNS.map((column) => cells[column]);
  });
  const lines = [[...IMPORT_COLUMNS], ...rows].map((cells) => cells.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

function csvCell(value: string): string {
  return /[",\r\n;]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}
