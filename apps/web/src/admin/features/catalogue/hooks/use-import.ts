import {
  ADMIN_UPLOAD_MAX_BYTES,
  type ImportCommitResponse,
  type ImportPreview,
} from '@canasta/contract';
import { useRef, useState } from 'react';
import { esAdminCatalogue } from '../../../../i18n/es-admin-catalogue';
import { isApiError } from '../../../../lib/api-client';
import { previewImport, useCommitImport } from '../api/imports';
import { errorMessage } from '../utils/error-message';

const t = esAdminCatalogue.import;

export type ImportState =
  | { step: 'choose'; refused: string[] | null }
  | { step: 'uploading'; fileName: string; progress: number }
  | { step: 'preview'; fileName: string; preview: ImportPreview; refused: string[] | null }
  | { step: 'committing'; fileName: string; preview: ImportPreview }
  | { step: 'done'; fileName: string; result: ImportCommitResponse };

/** Every message of a refusal: the file's problems, or the server's one message. */
function messagesOf(error: unknown): string[] {
  if (isApiError(error)) {
    const listed = Object.values(error.errors ?? {}).flat();
    return listed.length > 0 ? [...new Set(listed)] : [error.message];
  }
  return [errorMessage(error)];
}

/**
 * Importar, step by step: a file is checked by the server (nothing written), its preview shown,
 * then committed once. Choosing a file again starts over from the new file; a commit can't be
 * sent twice (a double tap, a second click while it runs).
 */
export function useImport(slug: string) {
  const [state, setState] = useState<ImportState>({ step: 'choose', refused: null });
  const commitMutation = useCommitImport(slug);
  const committing = useRef(false);

  const choose = async (file: File) => {
    if (committing.current) return;
    if (!/\.csv$/i.test(file.name) && !/csv|text\/plain/.test(file.type)) {
      setState({ step: 'choose', refused: [t.notCsv] });
      return;
    }
    if (file.size > ADMIN_UPLOAD_MAX_BYTES) {
      setState({ step: 'choose', refused: [t.tooLarge] });
      return;
    }
    setState({ step: 'uploading', fileName: file.name, progress: 0 });
    try {
      const preview = await previewImport(slug, file, (progress) => {
        setState((current) => (current.step === 'uploading' ? { ...current, progress } : current));
      });
      setState({ step: 'preview', fileName: file.name, preview, refused: null });
    } catch (error) {
      setState({ step: 'choose', refused: messagesOf(error) });
    }
  };

  const commit = async () => {
    if (state.step !== 'preview' || committing.current) return;
    committing.current = true;
    const { fileName, preview } = state;
    setState({ step: 'committing', fileName, preview });
    try {
      const result = await commitMutation.mutateAsync(preview.id);
      setState({ step: 'done', fileName, result });
    } catch (error) {
      setState({ step: 'preview', fileName, preview, refused: messagesOf(error) });
    } finally {
      committing.current = false;
    }
  };

  const reset = () => {
    if (!committing.current) setState({ step: 'choose', refused: null });
  };

  return { state, choose, commit, reset };
}
