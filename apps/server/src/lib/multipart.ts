import multipart from '@fastify/multipart';
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from '@mayorista/shared/media';
import { IMPORT_MESSAGES, MAX_IMPORT_BYTES } from '@mayorista/shared/product-transfer';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, fieldErrors } from './errors.ts';

export const MULTIPART_EXPECTED =
  'Tipo de contenido no admitido. Envía los datos como formulario (multipart/form-data).';
export const FORM_NOT_VALID = 'El formulario enviado no es válido.';
export const FORM_TOO_LARGE = 'El formulario tiene demasiados campos o archivos.';
const FIELD_TOO_LONG = 'El texto es demasiado largo.';

const LIMITS = {
  fileSize: MAX_IMAGE_BYTES,
  files: 2,
  fields: 20,
  fieldSize: 10_000,
  parts: 24,
  headerPairs: 50,
};

/**
 * Makes the routes of the calling plugin multipart routes: @fastify/multipart with our limits, and
 * every other content type (JSON included) answers 415 with a Spanish body. Register it in an
 * encapsulated plugin holding only the multipart routes: JSON routes of the same domain stay outside.
 */
export async function useMultipart(app: FastifyInstance) {
  await app.register(multipart, { limits: LIMITS });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('*', (_request, _payload, done) =>
    done(new AppError('unsupported_media_type', MULTIPART_EXPECTED), undefined),
  );
}

export type UploadedFile = { bytes: Buffer; filename: string };
export type Form = { fields: Record<string, string>; files: Record<string, UploadedFile> };

/**
 * Reads a whole multipart form into memory (images are 10 MB at most, two per form): its text
 * fields and the files of `fileFields`. A file in any other field is drained and ignored; a form the
 * parser cannot read answers 400, a file over 10 MB 413, too many parts 413.
 */
export async function readForm(request: FastifyRequest, fileFields: readonly string[]): Promise<Form> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type', MULTIPART_EXPECTED);
  const fields = new Map<string, string>();
  const files = new Map<string, UploadedFile>();
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.valueTruncated)
          throw new AppError('too_large', FIELD_TOO_LONG, { fields: { [part.fieldname]: [FIELD_TOO_LONG] } });
        if (typeof part.value === 'string') fields.set(part.fieldname, part.value);
      } else if (fileFields.includes(part.fieldname)) {
        files.set(part.fieldname, { bytes: await part.toBuffer(), filename: part.filename });
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    throw formError(error, request);
  }
  return { fields: Object.fromEntries(fields), files: Object.fromEntries(files) };
}

/** The parser's errors by code; the rest come from busboy reading a broken body (client input). */
function formError(error: unknown, request: FastifyRequest): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  request.log.info({ err: error }, 'multipart form refused');
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('too_large', IMAGE_TOO_LARGE);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new AppError('too_large', FORM_TOO_LARGE);
  }
  return new AppError('invalid', FORM_NOT_VALID);
}

/**
 * The one spreadsheet of an import form (field `file`, up to MAX_IMPORT_BYTES): other fields are
 * ignored, a second file refused; a missing file is a 400 on `file`.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<UploadedFile> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type', MULTIPART_EXPECTED);
  let upload: UploadedFile | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 10, fieldSize: 1000, parts: 12 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        const bytes = await part.toBuffer();
        upload = { bytes, filename: part.filename || 'archivo' };
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    request.log.info({ err: error }, 'import form refused');
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('too_large', IMPORT_MESSAGES.fileTooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new AppError('too_large', FORM_TOO_LARGE);
    throw new AppError('invalid', FORM_NOT_VALID);
  }
  if (!upload) throw fieldErrors({ file: [IMPORT_MESSAGES.fileRequired] });
  return upload;
}
