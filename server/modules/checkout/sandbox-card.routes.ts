/**
 * The sandbox's hosted card page (local mode only): what a card acquirer's page is in real life,
 * served by our own server so a newcomer can try a card payment with no account anywhere. It asks
 * for no card number (we never take one, DESIGN §5): the payer approves or declines, and is sent
 * back to the checkout. A plain HTML form, no script, so the strict CSP holds.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { SandboxCardParams, SandboxCardQuery } from '../../../domain/api/checkout.ts';
import { formatMoney } from '../../../domain/money.ts';
import { SANDBOX_CARD_PAGE_PATH } from '../../providers/payments/sandbox.ts';
import type { CheckoutService } from './checkout.service.ts';

/** Only back into our own checkout: never an open redirect. */
const RETURN_PATH = /^\/pay\/[0-9a-f-]{36}\?payment=[0-9a-f-]{36}$/;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>
body{font-family:system-ui,sans-serif;margin:0;padding:24px 16px;background:#f3f4f6;color:#111827}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,.1)}
h1{font-size:1.25rem;margin:0 0 8px}p{margin:8px 0;line-height:1.5}.amount{font-size:1.75rem;font-weight:700}
.note{background:#fef3c7;color:#78350f;border-radius:8px;padding:8px 12px;font-size:.875rem}
button{display:block;width:100%;min-height:48px;margin-top:12px;border-radius:8px;font-size:1rem;font-weight:600;cursor:pointer}
.approve{background:#0b6fc2;color:#fff;border:0}.decline{background:#fff;color:#b91c1c;border:2px solid #b91c1c}
</style></head><body><main>${body}</main></body></html>`;
}

export function sandboxCardRoutes(checkout: CheckoutService) {
  return async (server: FastifyInstance): Promise<void> => {
    const app = server.withTypeProvider<TypeBoxTypeProvider>();
    // Form posts are refused app-wide (input-rules.ts); this page alone takes its own form.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
    });
    const params = SandboxCardParams;

    app.get(
      `${SANDBOX_CARD_PAGE_PATH}/:ref`,
      { schema: { params, querystring: SandboxCardQuery } },
      async (request, reply) => {
        const found = await checkout.cardPage(request.params.ref);
        void reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
        if (!found) return reply.code(404).send(page('Card payment not found', '<h1>Card payment not found</h1>'));
        const back = RETURN_PATH.test(request.query.return ?? '') ? (request.query.return ?? '') : `/pay/${found.payment.merchantId}?payment=${found.payment.id}`;
        const { payment } = found;
        const summary = `<p>Pay <strong>${escapeHtml(payment.merchantName)}</strong></p><p class="amount">${escapeHtml(formatMoney(payment.total, payment.currency))}</p><p>${escapeHtml(payment.description)}</p>`;
        if (!found.awaiting) {
          return reply.send(page('Card payment', `<h1>Sandbox card page</h1>${summary}<p>This card payment is no longer waiting.</p><p><a href="${escapeHtml(back)}">Back to the checkout</a></p>`));
        }
        return reply.send(
          page(
            'Sandbox card payment',
            `<h1>Sandbox card page</h1>${summary}
<p class="note">Test mode: no card is charged. A real provider's page would ask for the card here.</p>
<form method="post" action="${SANDBOX_CARD_PAGE_PATH}/${escapeHtml(request.params.ref)}">
<input type="hidden" name="return" value="${escapeHtml(back)}">
<button class="approve" type="submit" name="decision" value="approve">Approve payment</button>
<button class="decline" type="submit" name="decision" value="decline">Decline payment</button>
</form>`,
          ),
        );
      },
    );

    app.post(
      `${SANDBOX_CARD_PAGE_PATH}/:ref`,
      { schema: { params } },
      async (request, reply) => {
        // No body schema: a plain HTML form (parsed above), read field by field.
        const body = (request.body ?? {}) as { decision?: string; return?: string };
        const decided = await checkout.cardDecision(request.params.ref, body.decision === 'approve');
        if (!decided) return reply.code(404).type('text/html; charset=utf-8').send(page('Card payment not found', '<h1>Card payment not found</h1>'));
        const back = RETURN_PATH.test(body.return ?? '') ? (body.return ?? '') : `/pay/${decided.merchantId}?payment=${decided.id}`;
        return reply.redirect(back, 303);
      },
    );
  };
}
