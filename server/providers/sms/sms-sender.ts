/**
 * SMS delivery. The app talks to this interface only; which provider sits behind it is chosen by
 * configuration (SMS_PROVIDER). The development outbox is not a provider: the caller records
 * messages there itself (see modules/auth/delivery.service.ts), so this file only knows real
 * networks.
 */
export interface SmsMessage {
  /** E.164, +232XXXXXXXX. */
  to: string;
  body: string;
}

export interface SmsSender {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

/** The provider did not accept the message; safe to log (never contains the message body). */
export class SmsDeliveryError extends Error {
  override name = 'SmsDeliveryError';
}

export interface HttpSmsOptions {
  url: string;
  apiKey?: string;
  /** Sender id shown on the phone, e.g. SalonePay. */
  from: string;
  timeoutMs?: number;
}

/**
 * A generic JSON-over-HTTPS SMS gateway: POST {to, from, body} with a bearer key. Most African
 * SMS aggregators accept this shape directly or through a thin relay.
 */
export function createHttpSmsSender(options: HttpSmsOptions): SmsSender {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    name: 'http',
    async send(message) {
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({ to: message.to, from: options.from, body: message.body }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new SmsDeliveryError(`SMS provider unreachable: ${error instanceof Error ? error.name : 'error'}`);
      }
      // Drain the body so the connection can be reused; its content is not needed.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new SmsDeliveryError(`SMS provider answered HTTP ${response.status}`);
    },
  };
}
