/** JSON schemas of the auth routes (DESIGN §3: every body closed, every response declared). */

export const userProfileSchema = {
  type: 'object',
  required: ['id', 'phone', 'fullName', 'email', 'emailVerified', 'profileCompleted', 'streetAddress', 'city', 'district'],
  properties: {
    /** The stable user id: local data and queued writes follow it, not the phone (issue 19). */
    id: { type: 'string' },
    phone: { type: 'string' },
    fullName: { type: ['string', 'null'] },
    email: { type: ['string', 'null'] },
    emailVerified: { type: 'boolean' },
    profileCompleted: { type: 'boolean' },
    streetAddress: { type: ['string', 'null'] },
    city: { type: ['string', 'null'] },
    district: { type: ['string', 'null'] },
  },
} as const;

export function dataOf(schema: object) {
  return { type: 'object', required: ['data'], properties: { data: schema } } as const;
}

export function closedBody(properties: Record<string, object>, required: string[]) {
  return { type: 'object', additionalProperties: false, required, properties } as const;
}

/** Strings are length-capped here; their real rules (SPEC §5) run in the services with per-field messages. */
export const shortString = { type: 'string', maxLength: 64 } as const;
export const emailString = { type: 'string', maxLength: 320 } as const;

export const codeSentSchema = dataOf({
  type: 'object',
  required: ['message', 'resendAfterSeconds', 'expiresInSeconds'],
  properties: {
    message: { type: 'string' },
    resendAfterSeconds: { type: 'integer' },
    expiresInSeconds: { type: 'integer' },
  },
});

export const emailVerifiedSchema = dataOf({
  type: 'object',
  required: ['message', 'user'],
  properties: { message: { type: 'string' }, user: { anyOf: [userProfileSchema, { type: 'null' }] }, alreadyVerified: { type: 'boolean' } },
});

export const messageSchema = dataOf({ type: 'object', required: ['message'], properties: { message: { type: 'string' } } });
