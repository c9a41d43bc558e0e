import type { FastifyRequest } from 'fastify';
import { AppError, errors } from './app-error';

/**
 * A form of one file under `field` and nothing else, at most `maxBytes` (a picture: a banner, a
 * profile picture). Its name and declared type are never read: the caller checks the content.
 * The route's plugin must register @fastify/multipart; every other route keeps refusing forms.
 */
export async function readFileForm(
  request: FastifyRequest,
  { field, maxBytes, tooLarge }: { field: string; maxBytes: number; tooLarge: () => AppError },
): Promise<Buffer> {
  if (!request.isMultipart()) throw errors.unsupportedMediaType('Send the picture as multipart/form-data');
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1 } })) {
      if (part.type !== 'file' || part.fieldname !== field) throw errors.invalidInput(`The form takes only \`${field}\` (a file)`);
      bytes = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    // Anything else the form's parser throws (no boundary, a body cut short) is a malformed form.
    throw errors.invalidInput('The picture form could not be read');
  }
  if (!bytes) throw errors.fieldInvalid(field, 'Attach the picture');
  return bytes;
}
