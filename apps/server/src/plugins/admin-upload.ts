import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

export interface UploadedFile {
  data: Buffer;
  /** As the browser named it; shown back to the operator, never used as a path. */
  fileName: string | null;
}

export interface UploadMessages {
  missing: string;
  tooLarge: string;
  broken: string;
}

/**
 * Reads the one file of an admin upload (a product photo, a spreadsheet), whole. A missing
 * field is a validation failure on that field; a file over the multipart limit (registered on
 * the admin API) is `payload_too_large`; a body the multipart parser can't read is the
 * sender's fault, so a 400, never a 500.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  field: string,
  messages: UploadMessages,
): Promise<UploadedFile> {
  try {
    const file = await request.file();
    if (!file || file.fieldname !== field) {
      throw new AppError('validation_failed', messages.missing, {
        errors: { [field]: [messages.missing] },
      });
    }
    const data = await file.toBuffer();
    if (data.length === 0) {
      throw new AppError('validation_failed', messages.missing, {
        errors: { [field]: [messages.missing] },
      });
    }
    const fileName = file.filename.trim().slice(0, 200);
    return { data, fileName: fileName === '' ? null : fileName };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw new AppError('payload_too_large', messages.tooLarge);
    }
    // Everything else here comes from parsing the request's own bytes.
    request.log.info({ err: error }, 'unreadable multipart body');
    throw new AppError('invalid_request', messages.broken);
  }
}
