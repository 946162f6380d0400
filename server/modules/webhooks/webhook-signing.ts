/**
 * Standard Webhooks signing (https://www.standardwebhooks.com, DESIGN §7): the secret is
 * `whsec_` + base64 of 32 random bytes; the signature is base64 HMAC-SHA256, keyed with those
 * bytes, of `${webhook-id}.${webhook-timestamp}.${body}`, sent as `v1,<signature>`. Several
 * signatures, space-separated, let a rotation's old and new secrets both verify.
 * Secrets are kept sealed (AES-256-GCM under a key derived from APP_SECRET), never logged.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

export function generateWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64')}`;
}

/** The three Standard Webhooks headers, signed with every secret given (newest first). */
export function webhookHeaders(secrets: string[], id: string, at: Date, body: string): Record<string, string> {
  const timestamp = Math.floor(at.getTime() / 1000);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((secret) => signWebhook(secret, id, timestamp, body)).join(' '),
  };
}

export interface SecretBox {
  seal(secret: string): string;
  open(box: string): string;
}

/** Seals secrets for storage; the key is derived from the app secret, for this use only. */
export function createSecretBox(appSecret: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', appSecret, 'salone-pay', 'webhook-signing-secrets', 32));
  return {
    seal(secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return `v1.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64')}`;
    },
    open(box) {
      if (!box.startsWith('v1.')) throw new Error('unknown secret box version');
      const raw = Buffer.from(box.slice(3), 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
