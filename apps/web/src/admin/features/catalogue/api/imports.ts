import {
  ADMIN_API_PREFIX,
  IMPORT_FILE_FIELD,
  IMPORT_TEMPLATE_FILE_NAME,
  type ImportCommitResponse,
  type ImportPreview,
  type ImportPreviewResponse,
  adminApiPath,
  adminApiRoutes,
} from '@canasta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, buildUrl, noAnswerError, requestHeaders } from '../../../../lib/api-client';
import { adminRequest, adminUpload } from '../../../lib/admin-request';
import { useAdminSession } from '../../../lib/admin-session';
import { catalogueKeys } from './query-keys';

/** Sends a spreadsheet to be checked: nothing is written until the preview is committed. */
export async function previewImport(
  slug: string,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<ImportPreview> {
  const answer = await adminUpload<ImportPreviewResponse>(
    adminApiPath(slug, adminApiRoutes.imports, {}),
    file,
    IMPORT_FILE_FIELD,
    { method: 'POST', ...(onProgress ? { onProgress } : {}) },
  );
  return answer.data;
}

export function commitImport(slug: string, id: string): Promise<ImportCommitResponse> {
  return adminRequest<ImportCommitResponse>(
    'POST',
    adminApiPath(slug, adminApiRoutes.importCommit, { id }),
  );
}

/** Applies a preview; afterwards every product list and product of the store is read again. */
export function useCommitImport(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => commitImport(slug, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.products(slug) }),
  });
}

/**
 * Downloads the CSV template. A plain link can't carry the session's token, so the file is
 * fetched and handed to the browser as a download.
 */
export async function downloadImportTemplate(slug: string): Promise<void> {
  const token = useAdminSession.getState().token;
  let response: Response;
  try {
    response = await fetch(
      buildUrl(adminApiPath(slug, adminApiRoutes.importTemplate, {}), undefined, ADMIN_API_PREFIX),
      { headers: requestHeaders(token, false) },
    );
  } catch {
    throw noAnswerError();
  }
  if (!response.ok) throw ApiError.fromResponse(response.status, await response.text());
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = IMPORT_TEMPLATE_FILE_NAME;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file to the browser; the address is no longer needed.
    setTimeout(() => {
      URL.revokeObjectURL(url);
    }, 1_000);
  }
}
