import { describe, expect, it } from 'vitest';
import { webhookUrlError, WEBHOOK_URL_MAX } from './webhooks.ts';

describe('webhookUrlError, the form\'s first check of a webhook URL', () => {
  it('asks for a URL when the field is empty', () => {
    expect(webhookUrlError('  ')).toBe('Enter the URL that will receive webhooks.');
  });
  it('refuses what is not a full http(s) URL, and URLs past the length limit', () => {
    expect(webhookUrlError('example.com/hooks')).toBe('Enter a full URL, such as https://example.com/webhooks.');
    expect(webhookUrlError('https://exa mple.com')).toBe('Enter a full URL, such as https://example.com/webhooks.');
    expect(webhookUrlError(`https://example.com/${'a'.repeat(WEBHOOK_URL_MAX)}`)).toBe('This URL is too long.');
  });
  it('accepts https, and http (which the server allows only in local mode)', () => {
    expect(webhookUrlError('https://example.com/webhooks')).toBeUndefined();
    expect(webhookUrlError('http://127.0.0.1:4242/webhooks')).toBeUndefined();
  });
});
