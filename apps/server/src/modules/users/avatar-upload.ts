import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { messages } from '../../messages';

/**
 * Reads the multipart field "picture" of an avatar upload, whole. A missing field is a
 * validation failure on `picture`; a file over the multipart limit is `payload_too_large`.
 */
export async function readAvatarUpload(request: FastifyRequest): Promise<Buffer> {
  const file = await request.file();
  if (!file || file.fieldname !== 'picture') {
    throw new AppError('validation_failed', messages.avatarMissing, {
      errors: { picture: [messages.avatarMissing] },
    });
  }
  try {
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw new AppError('payload_too_large', messages.avatarTooLarge);
    }
    throw error;
  }
}
