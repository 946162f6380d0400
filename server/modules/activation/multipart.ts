/**
 * A small multipart/form-data reader for the one upload route (issue 34): fields `kind` and
 * `file`, read into memory with a hard cap, so an oversized upload is refused with our sentence
 * while it streams rather than after it was stored. The file's bytes are kept beside the request
 * (not in the body), so the generic body checks never walk megabytes of bytes.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DOCUMENT_MAX_BYTES } from '../../../domain/activation.ts';
import { ERROR_CODES } from '../../../domain/errors.ts';
import { HttpError } from '../../plugins/errors.ts';

export interface UploadedFile {
  bytes: Buffer;
  fileName: string | null;
}

export interface MultipartForm {
  fields: Record<string, string>;
  file: UploadedFile | null;
}

/** The form read from the request, when it came as multipart/form-data. */
const forms = new WeakMap<FastifyRequest, MultipartForm>();
export const multipartFormOf = (request: FastifyRequest): MultipartForm | undefined => forms.get(request);

/** Room for the form's headers and boundaries beside a file of the largest allowed size. */
const FORM_OVERHEAD_BYTES = 16 * 1024;

const tooLarge = () => new HttpError(413, ERROR_CODES.documentTooLarge, 'This file is larger than 5 MB. Take a smaller photo or send a smaller PDF.');
const malformed = () => new HttpError(400, ERROR_CODES.invalidInput, 'The upload is not a valid multipart/form-data form with the fields kind and file.');

export function parseMultipart(body: Buffer, contentType: string): MultipartForm {
  const boundaryMatch = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = boundaryMatch?.[1] ?? boundaryMatch?.[2];
  if (!boundary || boundary.length > 200) throw malformed();
  const delimiter = Buffer.from(`--${boundary}`);
  const form: MultipartForm = { fields: {}, file: null };
  let position = body.indexOf(delimiter);
  if (position < 0) throw malformed();
  for (;;) {
    position += delimiter.length;
    // `--` after a delimiter closes the form.
    if (body.subarray(position, position + 2).toString() === '--') return form;
    if (body.subarray(position, position + 2).toString() !== '\r\n') throw malformed();
    position += 2;
    const headerEnd = body.indexOf('\r\n\r\n', position);
    if (headerEnd < 0) throw malformed();
    const headers = body.subarray(position, headerEnd).toString('utf8');
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), headerEnd + 4);
    if (next < 0) throw malformed();
    const content = body.subarray(headerEnd + 4, next);
    const disposition = /content-disposition:\s*form-data;([^\r\n]*)/i.exec(headers)?.[1] ?? '';
    const name = /\bname="([^"]*)"/i.exec(disposition)?.[1];
    const fileName = /\bfilename="([^"]*)"/i.exec(disposition)?.[1];
    if (name === 'file' && fileName !== undefined) {
      form.file = { bytes: Buffer.from(content), fileName: fileName.slice(0, 200) || null };
    } else if (name !== undefined && name !== 'file') {
      if (content.length > 200) throw malformed();
      form.fields[name] = content.toString('utf8');
    } else if (name === 'file') {
      // A `file` field sent as text (no filename): still its bytes.
      form.file = { bytes: Buffer.from(content), fileName: null };
    }
    position = next + 2;
  }
}

/** Registers the multipart reader in this plugin's scope (the upload route's). */
export function registerMultipart(app: FastifyInstance): void {
  const limit = DOCUMENT_MAX_BYTES + FORM_OVERHEAD_BYTES;
  app.addContentTypeParser('multipart/form-data', (request, payload, done) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let finished = false;
    const finish = (error: Error | null, value?: unknown) => {
      if (finished) return;
      finished = true;
      done(error, value);
    };
    payload.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        // Stop keeping bytes; the rest of the upload is read and dropped.
        chunks.length = 0;
        finish(tooLarge());
        return;
      }
      if (!finished) chunks.push(chunk);
    });
    payload.on('error', (error) => finish(error));
    payload.on('end', () => {
      if (finished) return;
      try {
        const form = parseMultipart(Buffer.concat(chunks), String(request.headers['content-type'] ?? ''));
        forms.set(request, form);
        // The body the route's hooks see: the text fields and a note of the file, never its bytes.
        finish(null, { ...form.fields, ...(form.file ? { file: { fileName: form.file.fileName, size: form.file.bytes.length } } : {}) });
      } catch (error) {
        finish(error as Error);
      }
    });
  });
}
