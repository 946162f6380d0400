/**
 * Checkout (issue 10): anyone pays a merchant, signed in or not, optionally through a payment
 * link. It is a front for the payments module (one payments record per attempt, the same status
 * moves, the same settlement): this service adds what a public page needs.
 * - The link decides amount, currency and description, and must be payable (active, not
 *   expired, single use not yet paid); a single-use link is claimed in the payment's own creating
 *   transaction, behind the link's row lock, so two payers never both pay it.
 * - A guest follows the payment with a client secret returned once at creation, an HMAC of the
 *   payment id under the app secret: nothing to store, nothing to guess; the id alone opens
 *   nothing. A signed-in payer may also follow their own payment by their session.
 * - Cards go to the provider's hosted page; our server never sees a card number.
 */
import { isValidAfricellMoney } from '../../../domain/africell-money.ts';
import { accountNumberMessage, isValidAccountNumber } from '../../../domain/bank-account.ts';
import { findBank } from '../../../domain/banks.ts';
import type { CreateCheckoutPaymentInput } from '../../../domain/api/checkout.ts';
import type { CheckoutMethod, CheckoutPayment, CreateCheckoutPaymentResponse } from '../../../domain/checkout.ts';
import { ERROR_CODES } from '../../../domain/errors.ts';
import type { Currency } from '../../../domain/money.ts';
import { isValidOrangeMoney, ORANGE_MONEY_ERROR } from '../../../domain/orange-money.ts';
import { AFRICELL_MONEY_ERROR } from '../../../domain/africell-money.ts';
import { providerLabel } from '../../../domain/payment-providers.ts';
import { displayStatus, type PaymentStatus } from '../../../domain/payment-status.ts';
import { toE164 } from '../../../domain/phone.ts';
import type { PaymentRow } from '../../db/schema.ts';
import { DomainError } from '../../domain-error.ts';
import type { PaymentProvider } from '../../providers/payments/payment-provider.ts';
import type { SandboxProvider } from '../../providers/payments/sandbox.ts';
import type { PaymentLinksService } from '../payment-links/payment-links.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import { checkoutClientSecret, clientSecretMatches } from './client-secret.ts';

export { checkoutClientSecret } from './client-secret.ts';

export interface CheckoutDeps {
  payments: PaymentsService;
  provider: PaymentProvider;
  sandbox: SandboxProvider | null;
  links: PaymentLinksService;
  /** The app secret: client secrets are HMACs under it. */
  secret: string;
  /** Issue 33: refuses a live payment to this merchant when live money cannot move (plugins/live-writes.ts). */
  liveAllowed?: (merchantId: string) => Promise<void>;
}

/** Who is paying: a signed-in user (their id and E.164 phone), or a guest (nulls). */
export interface Payer {
  userId: string | null;
  phone: string | null;
}

const notFound = () => new DomainError(ERROR_CODES.notFound, 'No payment with this id');

function invalid(field: string, message: string): DomainError {
  return new DomainError(ERROR_CODES.invalidInput, message, { details: [{ field, message }] });
}

/** The payer's mobile money number as the API took it (8 digits) must fit the chosen network. */
function walletError(method: CheckoutMethod, digits: string): string | null {
  if (method === 'orange_money') return isValidOrangeMoney(`0${digits}`) ? null : ORANGE_MONEY_ERROR;
  if (method === 'mobile_money') return isValidAfricellMoney(`0${digits}`) ? null : AFRICELL_MONEY_ERROR;
  return null;
}

export function createCheckoutService(deps: CheckoutDeps) {
  const { payments, provider, links } = deps;

  const secretFor = (paymentId: string) => checkoutClientSecret(deps.secret, paymentId);
  const secretMatches = (paymentId: string, given: string | undefined) => clientSecretMatches(deps.secret, paymentId, given);

  async function view(row: PaymentRow): Promise<CheckoutPayment> {
    const merchant = await links.checkoutMerchant(row.merchantId);
    const awaitingCard = row.method === 'card' && row.status === 'pending_confirmation' && row.providerRef !== null;
    return {
      id: row.id,
      merchantId: row.merchantId,
      merchantName: merchant.name,
      linkId: row.linkId,
      amount: row.amount,
      fee: row.fee,
      total: row.total,
      currency: row.currency as Currency,
      method: row.method as CheckoutMethod,
      provider: row.provider,
      providerLabel: providerLabel(row.provider),
      status: row.status as PaymentStatus,
      displayStatus: displayStatus(row.status as PaymentStatus),
      reference: row.reference,
      description: row.description,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      statusChangedAt: row.statusChangedAt.toISOString(),
      redirectUrl:
        awaitingCard && provider.hostedPageUrl && row.providerRef
          ? (provider.hostedPageUrl(row.providerRef, `/pay/${row.merchantId}?payment=${row.id}`) ?? null)
          : null,
      livemode: row.livemode,
      // Issue 37: a declined payment says why, so the payer can act on it.
      failureReason: row.status === 'failed' ? await payments.failureReason(row.id) : null,
    };
  }

  /** The payment, if the caller holds its client secret or is its signed-in payer; else 404. */
  async function authorised(id: string, access: { secret?: string; userId: string | null }): Promise<PaymentRow> {
    const row = await payments.get(id).catch(() => undefined);
    if (!row) throw notFound();
    const ownPayer = access.userId !== null && row.payerUserId === access.userId;
    if (!ownPayer && !secretMatches(id, access.secret)) throw notFound();
    return row;
  }

  return {
    async create(input: CreateCheckoutPaymentInput, payer: Payer): Promise<CreateCheckoutPaymentResponse> {
      const merchant = await links.checkoutMerchant(input.merchantId);
      let amount = input.amount;
      let currency = input.currency ?? 'SLE';
      let description = input.description?.trim() || `Payment to ${merchant.name}`;
      // The mode: the link's own, else what the address said (the merchant's live QR), else test.
      let livemode = input.livemode ?? false;
      if (input.linkId) {
        const link = await links.checkoutLink(input.merchantId, input.linkId);
        if (input.livemode !== undefined && input.livemode !== link.livemode) throw invalid('livemode', 'This payment link is of the other mode.');
        livemode = link.livemode;
        if (link.amount !== null) {
          if (amount !== undefined && amount !== link.amount) {
            throw new DomainError(ERROR_CODES.amountFixedByLink, 'This payment link is for a fixed amount.');
          }
          amount = link.amount;
        }
        // Issue 36 item 4: the link decides the currency; a request that says otherwise is refused, not paid in the link's.
        if (input.currency !== undefined && input.currency !== link.currency) {
          throw invalid('currency', `This payment link is in ${link.currency}`);
        }
        currency = link.currency;
        description = link.description;
      }
      if (amount === undefined) throw invalid('amount', 'Enter the amount to pay');
      if (livemode) {
        await deps.liveAllowed?.(input.merchantId);
        // Only what the live provider collects: the live checkout never offers the others.
        if (!(provider.liveMethods ?? []).includes(input.method)) throw invalid('method', 'This way of paying is not available here. Choose mobile money.');
      }

      let payerPhone: string | null;
      const metadata: Record<string, unknown> = {};
      if (input.method === 'orange_money' || input.method === 'mobile_money') {
        if (!input.walletNumber) throw invalid('walletNumber', 'Enter the mobile money number to pay from');
        const problem = walletError(input.method, input.walletNumber);
        if (problem) throw invalid('walletNumber', problem);
        payerPhone = toE164(input.walletNumber);
      } else {
        payerPhone = input.payerPhone ? toE164(input.payerPhone) : payer.phone;
        if (!payerPhone) throw invalid('payerPhone', 'Enter your phone number');
      }
      if (input.method === 'bank_transfer') {
        if (!input.bankCode || !findBank(input.bankCode)) throw invalid('bankCode', 'Select a bank');
        if (!input.accountNumber || !isValidAccountNumber(input.bankCode, input.accountNumber)) {
          throw invalid('accountNumber', accountNumberMessage(input.bankCode));
        }
        // Enough to recognise the account on a receipt; the full number stays with the bank.
        metadata.accountLast4 = input.accountNumber.slice(-4);
      }

      const row = await payments.create({
        livemode,
        merchantId: input.merchantId,
        payerUserId: payer.userId,
        payerPhone,
        amount,
        currency,
        method: input.method,
        ...(input.bankCode ? { bankCode: input.bankCode } : {}),
        source: input.linkId ? 'link' : 'checkout',
        linkId: input.linkId ?? null,
        description,
        metadata,
        ...(input.linkId
          ? {
              // Re-checked inside the creating transaction: a link disabled or paid meanwhile refuses it.
              onInsert: async (tx, paymentId) => {
                await links.claimForPayment(tx, { linkId: input.linkId ?? '', merchantId: input.merchantId, paymentId });
              },
            }
          : {}),
      });
      return { payment: await view(row), clientSecret: secretFor(row.id) };
    },

    async get(id: string, access: { secret?: string; userId: string | null }): Promise<CheckoutPayment> {
      return view(await authorised(id, access));
    },

    async submitCode(id: string, code: string, access: { secret?: string; userId: string | null }): Promise<CheckoutPayment> {
      await authorised(id, access);
      return view(await payments.submitCode(id, code));
    },

    /**
     * Bank transfer: the payer's confirmation. Cards are confirmed on the provider's hosted page only.
     * A payment the merchant requested by API (issue 12) waits, unstarted, for its payer: their
     * confirmation starts it with the provider (then a mobile money payer enters the code sent).
     */
    async confirm(id: string, access: { secret?: string; userId: string | null }): Promise<CheckoutPayment> {
      const row = await authorised(id, access);
      if (row.status === 'pending_initiation' && row.source === 'api') return view(await payments.start(id));
      if (row.method === 'card') throw new DomainError(ERROR_CODES.hostedPageRequired, 'Card payments are confirmed on the card page.');
      return view(await payments.confirm(id));
    },

    async cancel(id: string, access: { secret?: string; userId: string | null }): Promise<CheckoutPayment> {
      await authorised(id, access);
      return view(await payments.cancel(id));
    },

    /** The sandbox's hosted card page: what it shows. */
    async cardPage(providerRef: string): Promise<{ payment: CheckoutPayment; awaiting: boolean } | null> {
      const card = await deps.sandbox?.cardPayment(providerRef);
      if (!card) return null;
      const row = await payments.get(card.paymentId);
      return { payment: await view(row), awaiting: card.state === 'awaiting_code' && row.status === 'pending_confirmation' };
    },

    /** The sandbox's hosted card page: the payer approved or declined; the payment goes to processing. */
    async cardDecision(providerRef: string, approve: boolean): Promise<CheckoutPayment | null> {
      const decided = await deps.sandbox?.cardDecision(providerRef, approve);
      if (!decided) {
        const card = await deps.sandbox?.cardPayment(providerRef);
        return card ? view(await payments.get(card.paymentId)) : null;
      }
      return view(await payments.confirm(decided.paymentId));
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
