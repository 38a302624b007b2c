import {
  AdminStoreParamsSchema,
  IMPORT_FILE_FIELD,
  IMPORT_TEMPLATE_FILE_NAME,
  ImportCommitResponseSchema,
  ImportParamsSchema,
  ImportPreviewResponseSchema,
  adminApiRoutes,
} from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminApiDeps } from '../../admin-deps';
import { messages } from '../../messages';
import { adminContext } from '../../plugins/admin-access';
import { readUploadedFile } from '../../plugins/admin-upload';
import { createShareCards } from '../catalogue/share-cards.service';
import * as imports from './imports.service';

const tags = ['admin: imports'];

/** Spreadsheet imports of a store's products: check first, then commit (decision 042). */
export const adminImportRoutes: FastifyPluginAsyncZod<AdminApiDeps> = async (app, deps) => {
  const shareCards = createShareCards({
    db: deps.db,
    uploadsDir: deps.config.uploadsDir,
    log: app.log,
  });
  app.get(
    adminApiRoutes.importTemplate,
    {
      schema: {
        tags,
        summary: 'The CSV template to fill (UTF-8 with BOM, Spanish headers, two example rows)',
        params: AdminStoreParamsSchema,
        produces: ['text/csv'],
        response: { 200: z.string() },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${IMPORT_TEMPLATE_FILE_NAME}"`)
        .header('cache-control', 'no-store')
        .send(await imports.importTemplate(deps.db)),
  );

  app.post(
    adminApiRoutes.imports,
    {
      schema: {
        tags,
        summary: `Check a CSV of products (multipart field "${IMPORT_FILE_FIELD}", ≤ 5 MB): a preview, nothing written`,
        consumes: ['multipart/form-data'],
        params: AdminStoreParamsSchema,
        response: { 200: ImportPreviewResponseSchema },
      },
    },
    async (request) => {
      const upload = await readUploadedFile(request, IMPORT_FILE_FIELD, {
        missing: messages.importFileMissing,
        tooLarge: messages.importFileTooLarge,
        broken: messages.adminUploadBroken,
      });
      return {
        data: await imports.previewImport(deps.db, adminContext(request), upload, deps.clock()),
      };
    },
  );

  app.post(
    adminApiRoutes.importCommit,
    {
      schema: {
        tags,
        summary: "Apply a preview's valid rows: all of them or none; a second time is refused",
        params: ImportParamsSchema,
        response: { 200: ImportCommitResponseSchema },
      },
    },
    async (request) =>
      imports.commitImport(
        { db: deps.db, catalogueChanges: deps.catalogueChanges, shareCards },
        adminContext(request),
        request.params.id,
        deps.clock(),
      ),
  );
};
