import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

export type FormFile = { bytes: Buffer; filename: string; contentType?: string };

/** A multipart/form-data request body built by hand, as a browser's FormData would send it. */
export function multipartBody(
  fields: Record<string, string>,
  files: Record<string, FormFile> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----mayorista${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Sends fields and files as multipart/form-data through `app.inject`. */
export function sendForm(
  app: FastifyInstance,
  request: {
    method: 'POST' | 'PATCH';
    url: string;
    fields: Record<string, string>;
    files?: Record<string, FormFile>;
    headers?: Record<string, string>;
  },
) {
  const body = multipartBody(request.fields, request.files);
  return app.inject({
    method: request.method,
    url: request.url,
    payload: body.payload,
    headers: { ...request.headers, ...body.headers },
  });
}

/** A real image made with sharp: a coloured rectangle in the given format. */
export function testImage(format: 'jpeg' | 'png' | 'webp', width = 1200, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 160, b: 90 } } })
    .toFormat(format)
    .toBuffer();
}
