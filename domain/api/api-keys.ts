/** Secret API keys (issue 12): managed by a signed-in merchant, never by a key. */
import Type, { type Static } from 'typebox';
import { DataOf, Nullable, Timestamp, Uuid } from './common.ts';

export const ApiKeyMode = Type.Union([Type.Literal('test'), Type.Literal('live')]);

export const ApiKey = Type.Object({
  id: Uuid,
  name: Type.String(),
  mode: ApiKeyMode,
  hint: Type.String({ description: 'What is shown of the key after creation, e.g. sk_test_…9xQa.' }),
  createdAt: Timestamp,
  lastUsedAt: Nullable(Timestamp),
  revokedAt: Nullable(Timestamp),
});

export const CreatedApiKey = Type.Object({
  ...ApiKey.properties,
  secret: Type.String({ description: 'The key itself (sk_test_… or sk_live_…). Shown once: only its hash is kept.' }),
});

export const CreateApiKeyBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 60 }),
    mode: ApiKeyMode,
  },
  { additionalProperties: false },
);

export const ApiKeyList = DataOf(Type.Array(ApiKey));
export const ApiKeyAnswer = DataOf(ApiKey);
export const CreatedApiKeyAnswer = DataOf(CreatedApiKey);

export type ApiKeyView = Static<typeof ApiKey>;
export type CreatedApiKeyView = Static<typeof CreatedApiKey>;
export type CreateApiKeyInput = Static<typeof CreateApiKeyBody>;
