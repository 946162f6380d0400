import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { isDocumentKind } from '../../../domain/activation.ts';
import { ActivationAnswer, DocumentAnswer, SaveActivationBody, SubmitActivationBody } from '../../../domain/api/activation.ts';
import { ERROR_CODES } from '../../../domain/errors.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { ActivationService } from './activation.service.ts';
import { multipartFormOf, registerMultipart } from './multipart.ts';

const TAGS = ['Activation (session)'];

/**
 * The merchant's activation (issue 34): GET and PUT /activation, POST /activation/documents
 * (multipart/form-data: `kind`, `file`), POST /activation/submit. Session only: an API key can
 * neither read nor change an activation.
 */
export function activationRoutes(activation: ActivationService) {
  return async (server: FastifyInstance): Promise<void> => {
    const app = server.withTypeProvider<TypeBoxTypeProvider>();
    app.get(
      '/activation',
      { preHandler: app.requireUser, schema: { tags: TAGS, summary: 'Your activation: status, reason, details, documents, what is missing', response: { 200: ActivationAnswer } } },
      async (request) => ({ data: await activation.view(signedInUser(request).id) }),
    );
    app.put(
      '/activation',
      {
        preHandler: app.requireUser,
        config: { idempotency: 'user' },
        schema: { tags: TAGS, summary: 'Save what is filled in (null clears a field)', body: SaveActivationBody, response: { 200: ActivationAnswer } },
      },
      async (request) => ({ data: await activation.save(signedInUser(request).id, request.body) }),
    );
    app.post(
      '/activation/submit',
      {
        preHandler: app.requireUser,
        config: { idempotency: 'user' },
        schema: {
          tags: TAGS,
          summary: 'Submit for review (with acceptTerms: true); submitting again while in review is the same one submission',
          body: SubmitActivationBody,
          response: { 200: ActivationAnswer },
        },
      },
      async (request) => ({ data: await activation.submit(signedInUser(request).id, { acceptTerms: request.body.acceptTerms, requestId: request.id }) }),
    );
    await app.register(async (uploads) => {
      registerMultipart(uploads);
      uploads.post(
        '/activation/documents',
        {
          preHandler: uploads.requireUser,
          schema: {
            tags: TAGS,
            summary: 'Upload a document',
            description:
              'multipart/form-data with the fields `kind` (`id_document` or `registration_certificate`) and `file`: a JPEG, PNG or WebP photo or a PDF, 1 byte to 5 MB, checked by its content. Kept outside the web root; only staff who may can open it.',
            response: { 201: DocumentAnswer },
          },
        },
        async (request, reply) => {
          const form = multipartFormOf(request);
          if (!form) throw new HttpError(415, ERROR_CODES.unsupportedMediaType, 'Send the document as multipart/form-data with the fields kind and file.');
          const kind = form.fields.kind;
          if (!isDocumentKind(kind)) {
            const message = 'kind must be id_document or registration_certificate';
            throw new HttpError(400, ERROR_CODES.invalidInput, message, [{ field: 'kind', message }]);
          }
          if (!form.file) {
            const message = 'file is required: a photo or a PDF of the document';
            throw new HttpError(400, ERROR_CODES.invalidInput, message, [{ field: 'file', message }]);
          }
          const document = await activation.upload(signedInUser(request).id, kind, form.file.bytes, form.file.fileName);
          return reply.code(201).send({ data: document });
        },
      );
    });
  };
}
