import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CopyButton } from '../../components/ui/copy-button/CopyButton.tsx';
import { paths } from '../../config/paths.ts';
import { useAuthStore } from '../../features/auth/store.ts';
import { nextTask } from '../../lib/api-client.ts';
import { PublicPage } from '../public-pages/PublicPage.tsx';

function ReferenceUnavailable() {
  return (
    <p>
      The API reference could not load. Read <a href="/api/v1/openapi.json">openapi.json</a> instead.
    </p>
  );
}

// Its own small file, asked for a task after the quick start renders (as router.tsx's pages).
const ApiReference = lazy(async () => {
  await nextTask();
  try {
    return await import('../../features/developers/api-reference/ApiReference.tsx');
  } catch {
    return { default: ReferenceUnavailable };
  }
});

const Code = styled.pre`
  overflow-x: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  font-size: 13px;
`;

const Snippet = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  justify-items: start;
  min-width: 0;
  & > pre { justify-self: stretch; }
`;

const Reference = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 480px;
  min-width: 0;
  align-content: start;
`;

/**
 * The quick start's first call, as pasted into a shell: it defines its base URL (this site) and
 * makes its Idempotency-Key with od and tr, which every Unix has (uuidgen is missing on many).
 * Running the curl line again reuses the key: the same payment comes back, never a second one.
 */
function createPaymentCommand(baseUrl: string): string {
  return `SALONE_PAY_URL="${baseUrl}"
SALONE_PAY_KEY="sk_test_paste_your_key_here"
IDEMPOTENCY_KEY="order-1042-$(od -An -N8 -tx1 /dev/urandom | tr -d ' \\n')"
curl -X POST "$SALONE_PAY_URL/api/v1/merchant/payments" \\
  -H "Authorization: Bearer $SALONE_PAY_KEY" \\
  -H "Content-Type: application/json" \\
  -H "Idempotency-Key: $IDEMPOTENCY_KEY" \\
  -d '{ "amount": 150000, "currency": "SLE", "description": "Order 1042",
        "customerPhone": "76123456", "metadata": { "orderId": "1042" } }'`;
}

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
 * /developers: a quick start and the API reference, drawn from GET /api/v1/openapi.json by our
 * own component (features/developers/api-reference), loaded only on this page.
 */
export function DevelopersRoute() {
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  const createPayment = createPaymentCommand(typeof window === 'undefined' ? 'https://your-salone-pay-host' : window.location.origin);
  return (
    <PublicPage title="Developers" intro="Take payments from your own site or app with the Salone Pay API.">
      <h2 id="quick-start">Quick start</h2>
      <ol>
        <li>
          {signedIn ? 'Open' : 'Sign in and open'} <Link to={paths.businessTools.getHref()}>Business Tools</Link>. Under API keys, create a{' '}
          <strong>Test</strong> key. Copy it: it is shown once. Test keys use the sandbox and see only test payments.
        </li>
        <li>
          Create a payment from your server. Put your key in <code>SALONE_PAY_KEY</code> and paste this into a terminal. Send an{' '}
          <code>Idempotency-Key</code>: a retry with the same key and body returns the same payment, never a second one.
        </li>
      </ol>
      <Snippet>
        <Code tabIndex={0} aria-label="Create a payment with curl">
          {createPayment}
        </Code>
        <CopyButton text={createPayment} label="Copy command" />
      </Snippet>
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
        <Suspense fallback={<p>Loading the API reference…</p>}>
          <ApiReference />
        </Suspense>
      </Reference>
    </PublicPage>
  );
}

export default DevelopersRoute;
