import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { messages } from '../../messages';

/**
 * Reads the multipart field "picture" of an avatar upload, whole. A missing field is a
 * validation failure on `picture`; a file over the multipart limit is `payload_too_large`; a
 * body the multipart parser can't read (no boundary, one that doesn't match, a truncated part,
 * a boundary past the parser's limit) is the sender's fault, so a 400, never a 500.
 */
export async function readAvatarUpload(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file();
    if (!file || file.fieldname !== 'picture') {
      throw new AppError('validation_failed', messages.avatarMissing, {
        errors: { picture: [messages.avatarMissing] },
      });
    }
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw new AppError('payload_too_large', messages.avatarTooLarge);
    }
    // Everything else here comes from parsing the request's own bytes.
    request.log.info({ err: error }, 'unreadable multipart body');
    throw new AppError('invalid_request', messages.avatarUploadBroken);
  }
}
