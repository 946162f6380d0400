import { createElement, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../config/paths.ts';
import { PublicPage } from '../public-pages/PublicPage.tsx';

const Code = styled.pre`
  overflow-x: auto;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  font-size: 13px;
`;

const Reference = styled.section`
  min-height: 480px;
  margin-top: ${({ theme }) => theme.space[4]};
`;

const CREATE_PAYMENT = `curl -X POST "$SALONE_PAY_URL/api/v1/merchant/payments" \\
  -H "Authorization: Bearer sk_test_…" \\
  -H "Content-Type: application/json" \\
  -H "Idempotency-Key: $(uuidgen)" \\
  -d '{ "amount": 150000, "currency": "SLE", "description": "Order 1042",
        "customerPhone": "76123456", "metadata": { "orderId": "1042" } }'`;

const VERIFY_WEBHOOK = `import { Webhook } from 'standardwebhooks';

const wh = new Webhook(process.env.WEBHOOK_SECRET); // whsec_…
// Throws unless webhook-id, webhook-timestamp and webhook-signature match the raw body.
const event = wh.verify(rawBody, {
  'webhook-id': req.headers['webhook-id'],
  'webhook-timestamp': req.headers['webhook-timestamp'],
  'webhook-signature': req.headers['webhook-signature'],
});
if (event.type === 'payment.completed') { /* fulfil the order */ }`;

/**
 * /developers: a quick start and the API reference, rendered from GET /api/v1/openapi.json by
 * RapiDoc, loaded from our own bundle only on this page (no CDN).
 */
export function DevelopersRoute() {
  const [reference, setReference] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    import('rapidoc').then(
      () => setReference('ready'),
      () => setReference('failed'),
    );
  }, []);
  return (
    <PublicPage title="Developers" intro="Take payments from your own site or app with the Salone Pay API.">
      <h2 id="quick-start">Quick start</h2>
      <ol>
        <li>
          Sign in and open <Link to={paths.businessTools.getHref()}>Business Tools</Link>. Under API keys, create a <strong>Test</strong>{' '}
          key. Copy it: it is shown once. Test keys use the sandbox and see only test payments.
        </li>
        <li>
          Create a payment from your server. Send an <code>Idempotency-Key</code>: a retry with the same key and body returns the same
          payment, never a second one.
        </li>
      </ol>
      <Code tabIndex={0} aria-label="Create a payment with curl">{CREATE_PAYMENT}</Code>
      <p>
        The answer holds the payment&apos;s <code>id</code>, its <code>status</code>, the <code>checkoutUrl</code> to send your customer to
        (it carries the payment&apos;s secret: send it to that customer only) and the <code>qrContent</code> to show as a QR code. Read it back with <code>GET /api/v1/merchant/payments/{'{id}'}</code>, list
        them with <code>GET /api/v1/merchant/payments?status=completed</code>.
      </p>
      <ol start={3}>
        <li>
          Receive a webhook when the payment completes. Signatures follow Standard Webhooks, so verify them with the{' '}
          <code>standardwebhooks</code> library in your language:
        </li>
      </ol>
      <Code tabIndex={0} aria-label="Verify a webhook in Node.js">{VERIFY_WEBHOOK}</Code>
      <p>
        Errors are <code>{'{ "error": { "code", "message" } }'}</code> with a stable <code>code</code>. Too many requests get 429 with{' '}
        <code>Retry-After</code>. The whole API is described in <a href="/api/v1/openapi.json">openapi.json</a> (OpenAPI 3.1).
      </p>
      <h2 id="reference">API reference</h2>
      <Reference aria-label="API reference">
        {reference === 'ready'
          ? createElement('rapi-doc', {
              'spec-url': '/api/v1/openapi.json',
              'render-style': 'view',
              layout: 'column',
              'show-header': 'false',
              'allow-try': 'false',
              'allow-authentication': 'false',
              'show-info': 'false',
              'allow-server-selection': 'false',
              theme: 'light',
              'primary-color': '#0B6E4F',
              // System fonts: RapiDoc's default (Open Sans) would come from a CDN, which our CSP refuses.
              'regular-font': "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
              'mono-font': "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
              'load-fonts': 'false',
              style: { width: '100%', minHeight: '480px' },
            })
          : null}
        {reference === 'loading' ? <p>Loading the API reference…</p> : null}
        {reference === 'failed' ? (
          <p>
            The API reference could not load. Read <a href="/api/v1/openapi.json">openapi.json</a> instead.
          </p>
        ) : null}
      </Reference>
    </PublicPage>
  );
}

export default DevelopersRoute;
