import { useCallback, useDeferredValue, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { isValidAfricellMoney, walletNumberDigits } from '../../../../domain/africell-money.ts';
import { isValidAccountNumber } from '../../../../domain/bank-account.ts';
import { CHECKOUT_METHOD_LABELS, checkoutMethodsFor, TEST_CHECKOUT_NOTICE, type CheckoutMethod, type CheckoutPayment } from '../../../../domain/checkout.ts';
import type { CreateCheckoutPaymentInput } from '../../../../domain/api/checkout.ts';
import { FROZEN_CUSTOMER_SENTENCE } from '../../../../domain/activation.ts';
import { calculateFee } from '../../../../domain/fees.ts';
import { formatMoney, toMinorUnits } from '../../../../domain/money.ts';
import { isValidOrangeMoney } from '../../../../domain/orange-money.ts';
import type { PaymentStep } from '../../../../domain/payment-flow.ts';
import type { CheckoutLink, CheckoutMerchant } from '../../../../domain/payment-links.ts';
import { isValidPhone } from '../../../../domain/phone.ts';
import { AccountNumberInput } from '../../../components/ui/account-number-input/AccountNumberInput.tsx';
import { AfricellMoneyInput } from '../../../components/ui/africell-money-input/AfricellMoneyInput.tsx';
import { Alert } from '../../../components/ui/alert/Alert.tsx';
import { BankSelector } from '../../../components/ui/bank-selector/BankSelector.tsx';
import { Button } from '../../../components/ui/button/Button.tsx';
import { ChoiceGroup } from '../../../components/ui/layout/Layout.tsx';
import { OrangeMoneyInput } from '../../../components/ui/orange-money-input/OrangeMoneyInput.tsx';
import { PaymentConfirmationModal } from '../../../components/ui/payment-confirmation-modal/PaymentConfirmationModal.tsx';
import { PaymentSteps } from '../../../components/ui/payment-steps/PaymentSteps.tsx';
import { PhoneInput } from '../../../components/ui/phone-input/PhoneInput.tsx';
import { Spinner } from '../../../components/ui/spinner/Spinner.tsx';
import { TextInput } from '../../../components/ui/text-input/TextInput.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { readableError } from '../../../lib/error-message.ts';
import { useSendHeldSubmit } from '../../../lib/prerender-handoff.ts';
import { checkoutPaymentAction, createCheckoutPayment } from '../api/checkout-api.ts';
import type { SeedForm } from '../../../../domain/checkout-seed.ts';
import { useCheckoutSeed, type Resource } from '../checkout-seed.ts';
import { newIdempotencyKey, readAttempt, readSecret, saveAttempt, saveSecret } from '../checkout-storage.ts';
import { MerchantSummary } from './MerchantSummary.tsx';
import { PaymentProgress } from './PaymentProgress.tsx';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

/**
 * Issue 42: the form is a real HTML form (it posts to the server, which answers the next step as
 * HTML: server/plugins/checkout-page.ts), so it works before the app's code has arrived, or with
 * none. Both mobile-money number fields are in the page; CSS shows the one whose method is chosen
 * (`:has`), so choosing a method shows its field with no script; a browser without `:has` shows both.
 */
const PayForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  [data-wallet] { display: none; }
  &:has(input[name='method'][value='orange_money']:checked) [data-wallet='orange_money'],
  &:has(input[name='method'][value='mobile_money']:checked) [data-wallet='mobile_money'] { display: block; }
  @supports not selector(:has(a)) { [data-wallet] { display: block; } }
`;

const Methods = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[2]};
`;

const MethodOption = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 2px solid ${({ $checked, theme }) => ($checked ? theme.colors.primaryStrong : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $checked, theme }) => ($checked ? theme.colors.primarySoft : theme.colors.surface)};
  cursor: pointer;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  input { width: 18px; height: 18px; margin: 0; }
  &:focus-within { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  /* Chosen before the app has started (the plain form, issue 42): shown as chosen all the same. */
  &:has(input:checked) { border-color: ${({ theme }) => theme.colors.primaryStrong}; background: ${({ theme }) => theme.colors.primarySoft}; }
`;

const FixedAmount = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  span { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  strong { font-size: ${({ theme }) => theme.fontSizes.xxl}; }
`;

const FeeLine = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface CheckoutPrefill {
  /** Whole units (Leones), e.g. from Frequent payments. */
  amount?: number;
  method?: CheckoutMethod;
}

export interface CheckoutProps {
  merchantId: string;
  /** The merchant and the link (../checkout-seed.ts's useCheckoutData): the page needs them too. */
  merchant: Resource<CheckoutMerchant>;
  link: Resource<CheckoutLink>;
  linkId: string | null;
  /** Back from the card provider's page: the payment to follow (its secret is in this tab). */
  returnPaymentId: string | null;
  prefill?: CheckoutPrefill;
  /** Signed in: the account's phone stands in for a guest's (bank transfer and card). */
  signedIn: boolean;
  onDone: () => void;
  /** Without a link: the merchant's live QR code (`?mode=live`) pays in live mode (issue 33). */
  liveQr?: boolean;
}

interface Active {
  paymentId: string;
  secret: string | null;
  initial: CheckoutPayment | null;
  /** Found from an earlier visit's attempt (a reload), not just made or returned to from the card page. */
  fromAttempt?: boolean;
}

/**
 * Where this tab left a checkout: a payment the merchant requested by API (its checkout URL
 * carries the client secret), back from the card page, or a reload after Pay.
 */
function activeAtStart(scope: string, returnPaymentId: string | null, urlSecret: string | null): Active | null {
  if (returnPaymentId) {
    // Only this payment's own secret is kept; anything else in the URL is ignored (the server would refuse it).
    const secret = urlSecret?.startsWith(`${returnPaymentId}_secret_`) ? urlSecret : null;
    if (secret) saveSecret(returnPaymentId, secret);
    return { paymentId: returnPaymentId, secret: secret ?? readSecret(returnPaymentId), initial: null };
  }
  const attempt = readAttempt(scope);
  if (attempt?.paymentId) return { paymentId: attempt.paymentId, secret: readSecret(attempt.paymentId), initial: null, fromAttempt: true };
  return null;
}

function LinkProblem({ error }: { error: Error }) {
  // Issue 33: a business that may not take live money now (frozen, not activated): words, no reasons.
  if (error instanceof ApiError && (error.code === 'merchant_frozen' || error.code === 'merchant_not_activated' || error.code === 'livemode_unavailable')) {
    return (
      <Alert variant="warning" title={FROZEN_CUSTOMER_SENTENCE}>
        No money was taken. Ask the business for another way to pay.
      </Alert>
    );
  }
  if (error instanceof ApiError && error.code === 'link_not_found') {
    return (
      <Alert variant="warning" title="This payment link is not known yet">
        The merchant may have made it without a network; it works once their phone is back online and has synced. Ask the merchant to check, or try again later.
      </Alert>
    );
  }
  if (error instanceof ApiError && error.code === 'link_inactive') {
    return (
      <Alert variant="warning" title="This payment link can no longer be paid">
        {error.message} Ask the merchant for a new link.
      </Alert>
    );
  }
  return <Alert variant="error" title="This payment link could not be opened">{readableError(error)}</Alert>;
}

/** Where the plain form posts: this checkout's own address (the server answers the next step). */
function formAction(merchantId: string, linkId: string | null, live: boolean): string {
  const query = linkId ? `?link=${encodeURIComponent(linkId)}` : live ? '?mode=live' : '';
  return `/pay/${encodeURIComponent(merchantId)}${query}`;
}

interface FormProps {
  merchant: CheckoutMerchant;
  link: CheckoutLink | null;
  prefill: CheckoutPrefill;
  signedIn: boolean;
  onCreated: (active: Active) => void;
  live: boolean;
  /** The plain form's key (from the server's page) and what it sent back with a problem. */
  attemptKey: string;
  sentBack: SeedForm | undefined;
  /** What the payer had filled in when the form last left the screen (see `FormValues`). */
  draft: RefObject<Partial<FormValues>>;
}

/**
 * What the payer fills in. The checkout keeps it while the form is off screen: a payment this
 * browser started here replaces the form as the app takes over (a reload on the code step comes
 * back to it), and when that payment turns out to have ended meanwhile the form comes back with
 * what the payer typed into the page while the app was on its way, not empty.
 */
interface FormValues {
  amountText: string;
  method: CheckoutMethod | null;
  wallet: string;
  bankCode: string;
  account: string;
  phone: string;
}

/**
 * One of the form's values, kept in `draft` as it is set (in the handler, not an effect: the value
 * adopted from the page as React takes over is set in a layout effect, and the form can leave the
 * screen in the very next render, before any effect of the new value would run).
 */
function useKept<K extends keyof FormValues>(draft: RefObject<Partial<FormValues>>, key: K, initial: () => FormValues[K]): [FormValues[K], (next: FormValues[K]) => void] {
  const [value, setValue] = useState<FormValues[K]>(() => {
    const kept = draft.current[key];
    return kept !== undefined ? kept : initial();
  });
  const set = useCallback(
    (next: FormValues[K]) => {
      draft.current = { ...draft.current, [key]: next };
      setValue(next);
    },
    [draft, key],
  );
  return [value, set];
}

function Form({ merchant, link, prefill, signedIn, onCreated, live, attemptKey, sentBack, draft }: FormProps) {
  const scope = `${merchant.id}:${link?.id ?? ''}`;
  const offered = checkoutMethodsFor(live);
  const [amountText, setAmountText] = useKept(draft, 'amountText', () => sentBack?.amount ?? (prefill.amount ? String(prefill.amount) : ''));
  const [method, setMethod] = useKept(draft, 'method', () =>
    sentBack?.method && offered.includes(sentBack.method) ? sentBack.method : prefill.method && offered.includes(prefill.method) ? prefill.method : null,
  );
  const [wallet, setWallet] = useKept(draft, 'wallet', () => sentBack?.wallet ?? '');
  const [bankCode, setBankCode] = useKept(draft, 'bankCode', () => '');
  const [account, setAccount] = useKept(draft, 'account', () => '');
  const [phone, setPhone] = useKept(draft, 'phone', () => '');
  const [showErrors, setShowErrors] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const [creating, setCreating] = useState(false);
  const [failure, setFailure] = useState<string | null>(sentBack?.error ?? null);
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement | null>(null);
  // What was typed and chosen before the app took the form over stays (hydration keeps the DOM's
  // values; React's state adopts them before the next paint).
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const chosen = form.querySelector<HTMLInputElement>("input[name='method']:checked")?.value ?? null;
    if (isOfferedMethod(chosen)) setMethod(chosen);
    const typedAmount = form.querySelector<HTMLInputElement>("input[name='amount']")?.value;
    if (typedAmount) setAmountText(typedAmount.replace(/\D/g, '').slice(0, 12));
    const fields = [...form.querySelectorAll<HTMLInputElement>("input[name^='walletNumber_']")];
    const typedWallet = (fields.find((field) => field.name === `walletNumber_${chosen ?? ''}` && field.value) ?? fields.find((field) => field.value))?.value;
    if (typedWallet) setWallet(typedWallet.replace(/\D/g, ''));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as React takes the form over
  }, []);
  useSendHeldSubmit(formRef);
  function isOfferedMethod(value: string | null): value is CheckoutMethod {
    return value !== null && (offered as readonly string[]).includes(value);
  }

  const currency = link?.currency ?? 'SLE';
  const amount = link?.amount ?? (/^\d{1,12}$/.test(amountText) && Number(amountText) > 0 ? toMinorUnits(Number(amountText)) : null);
  const fees = amount !== null && method ? calculateFee({ amount, currency, method, bearer: merchant.feeBearer }) : null;
  const needsPhone = !signedIn && (method === 'bank_transfer' || method === 'card');

  const detailsValid =
    method === 'orange_money' ? isValidOrangeMoney(wallet)
    : method === 'mobile_money' ? isValidAfricellMoney(wallet)
    : method === 'bank_transfer' ? bankCode !== '' && isValidAccountNumber(bankCode, account) && (!needsPhone || isValidPhone(phone))
    : method === 'card' ? !needsPhone || isValidPhone(phone)
    : false;
  const step: PaymentStep = reviewing ? 'confirm' : method ? 'details' : 'method';

  function review() {
    setShowErrors(true);
    setFailure(null);
    if (amount === null || !fees || fees.net <= 0 || !detailsValid) return;
    setReviewing(true);
  }

  async function pay() {
    // Ten taps send one request; and whatever is sent carries the key made at the first tap.
    if (inFlight.current || !method || amount === null) return;
    inFlight.current = true;
    setCreating(true);
    const attempt = readAttempt(scope) ?? { key: newIdempotencyKey() };
    saveAttempt(scope, attempt);
    const body: CreateCheckoutPaymentInput = {
      merchantId: merchant.id,
      method,
      ...(link ? { linkId: link.id } : live ? { livemode: true } : {}),
      ...(link?.amount == null ? { amount, currency } : {}),
      ...(method === 'orange_money' || method === 'mobile_money' ? { walletNumber: walletNumberDigits(wallet) } : {}),
      ...(method === 'bank_transfer' ? { bankCode, accountNumber: account } : {}),
      ...(needsPhone ? { payerPhone: phone } : {}),
    };
    try {
      const created = await createCheckoutPayment(body, attempt.key);
      const { payment, clientSecret } = created;
      saveSecret(payment.id, clientSecret);
      saveAttempt(scope, { key: attempt.key, paymentId: payment.id });
      if (payment.redirectUrl) {
        window.location.assign(payment.redirectUrl);
        return;
      }
      // Pay in the confirmation was the payer's confirmation of a bank transfer.
      const started = payment.method === 'bank_transfer' && payment.status === 'pending_confirmation'
        ? await checkoutPaymentAction(payment.id, 'confirm', clientSecret, newIdempotencyKey()).catch(() => payment)
        : payment;
      setReviewing(false);
      onCreated({ paymentId: payment.id, secret: clientSecret, initial: started });
    } catch (error) {
      setReviewing(false);
      if (error instanceof ApiError && error.code === 'idempotency_secret_withheld') {
        setFailure('This payment was already started from this page, but its answer was lost on the way. No new payment was made. Check your phone for a code, or start again.');
      } else {
        setFailure(error instanceof ApiError && error.status < 500 && error.status !== 429 ? error.message : readableError(error));
      }
      // A refusal will not change on a retry with the same body: the next Pay is a new attempt.
      if (error instanceof ApiError && error.status < 500 && error.code !== 'idempotency_in_flight') saveAttempt(scope, null);
    } finally {
      inFlight.current = false;
      setCreating(false);
    }
  }

  return (
    <PayForm
      ref={formRef}
      method="post"
      action={formAction(merchant.id, link?.id ?? null, live)}
      noValidate
      data-testid="checkout-form"
      onSubmit={(event) => {
        event.preventDefault();
        review();
      }}
    >
      <input type="hidden" name="attempt" value={attemptKey} />
      <PaymentSteps current={step} />
      {link ? (
        <FixedAmount>
          <span>{link.description}</span>
          {link.amount !== null ? <strong data-testid="checkout-amount">{formatMoney(link.amount, link.currency)}</strong> : null}
        </FixedAmount>
      ) : null}
      {link?.amount == null ? (
        <TextInput
          label={`Amount (${currency === 'SLE' ? 'Le' : currency})`}
          inputMode="numeric"
          autoComplete="off"
          name="amount"
          value={amountText}
          onChange={(event) => setAmountText(event.target.value.replace(/\D/g, '').slice(0, 12))}
          error={showErrors && amount === null ? 'Enter the amount to pay' : showErrors && fees && fees.net <= 0 ? 'This amount does not cover the payment fee.' : undefined}
          hint="Whole amount, no decimals."
        />
      ) : null}
      {/* The server's page holds its first paint until this is parsed (checkout-page.ts: rel=expect). */}
      <ChoiceGroup id="checkout-methods-choice">
        <legend>Payment method</legend>
        <Methods>
          {checkoutMethodsFor(live).map((option) => (
            <MethodOption key={option} $checked={method === option}>
              <input type="radio" name="method" value={option} checked={method === option} onChange={() => setMethod(option)} />
              {CHECKOUT_METHOD_LABELS[option]}
            </MethodOption>
          ))}
        </Methods>
        {showErrors && !method ? <Alert variant="error">Choose how to pay.</Alert> : null}
      </ChoiceGroup>
      {offered.includes('orange_money') ? (
        <div data-wallet="orange_money">
          <OrangeMoneyInput name="walletNumber_orange_money" value={wallet} onChange={setWallet} showErrors={showErrors && method === 'orange_money'} required={method === 'orange_money'} />
        </div>
      ) : null}
      {offered.includes('mobile_money') ? (
        <div data-wallet="mobile_money">
          <AfricellMoneyInput name="walletNumber_mobile_money" value={wallet} onChange={setWallet} showErrors={showErrors && method === 'mobile_money'} required={method === 'mobile_money'} />
        </div>
      ) : null}
      {method === 'bank_transfer' ? (
        <>
          <BankSelector value={bankCode} onChange={setBankCode} required {...(showErrors && !bankCode ? { error: 'Select a bank' } : {})} />
          <AccountNumberInput bankCode={bankCode} value={account} onChange={setAccount} showErrors={showErrors} required />
        </>
      ) : null}
      {method === 'card' ? <FeeLine>You will enter your card on the card provider's secure page. Salone Pay never sees your card number.</FeeLine> : null}
      {needsPhone ? (
        <PhoneInput value={phone} onChange={setPhone} label="Your phone number" {...(showErrors && !isValidPhone(phone) ? { error: 'Enter your 8-digit phone number' } : {})} />
      ) : null}
      {fees ? (
        <FeeLine>
          Fee {formatMoney(fees.fee, currency)}
          {merchant.feeBearer === 'merchant' ? ', paid by the merchant' : ''}. You pay {formatMoney(fees.total, currency)}.
        </FeeLine>
      ) : null}
      {failure ? <Alert variant="error" title="The payment could not be started">{failure}</Alert> : null}
      <Button type="submit" variant="payment" fullWidth size="lg">
        Review payment
      </Button>
      {method && fees ? (
        <PaymentConfirmationModal
          open={reviewing}
          onClose={() => {
            if (!creating) setReviewing(false);
          }}
          onConfirm={() => void pay()}
          method={method}
          methodLabel={CHECKOUT_METHOD_LABELS[method]}
          amount={fees.amount}
          fee={fees.fee}
          currency={currency}
          recipient={merchant.name}
          feePaidByRecipient={merchant.feeBearer === 'merchant'}
          confirming={creating}
        />
      ) : null}
    </PayForm>
  );
}

/** The public checkout of one merchant, optionally through a payment link. */
export function Checkout({ merchantId, merchant, link, linkId, returnPaymentId, prefill = {}, signedIn, onDone, liveQr = false }: CheckoutProps) {
  const scope = `${merchantId}:${linkId ?? ''}`;
  // The merchant's form renders in a transition, in slices, rather than in the one synchronous
  // render an answer causes: 100-160 ms of main thread on a slow phone (issue 15).
  const merchantData = useDeferredValue(merchant.data);
  const seed = useCheckoutSeed(merchantId, linkId);
  const [search, setSearch] = useSearchParams();
  const urlSecret = search.get('secret');
  const draft = useRef<Partial<FormValues>>({});
  // A page the server rendered (seed) hydrates as the server saw it (no payment of this browser's
  // yet); this browser's own attempt is looked up once React has taken over.
  const [active, setActive] = useState<Active | null>(() => (seed ? null : activeAtStart(scope, returnPaymentId, urlSecret)));
  const seeded = seed !== null;
  useLayoutEffect(() => {
    if (seeded) setActive(activeAtStart(scope, returnPaymentId, urlSecret));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after hydration
  }, []);
  // Kept in this browser (checkout-storage.ts) above, the secret leaves the address bar: not in history, screenshots or a shared address.
  useEffect(() => {
    if (urlSecret === null) return;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('secret');
        return next;
      },
      { replace: true },
    );
  }, [urlSecret, setSearch]);

  if (merchant.error) {
    return (
      <Stack>
        <h1>Checkout</h1>
        <Alert variant="error" title="This merchant was not found">
          {merchant.error instanceof ApiError && merchant.error.status === 404 ? 'Check the link or QR code with the merchant.' : readableError(merchant.error)}
        </Alert>
      </Stack>
    );
  }
  if (merchantData === undefined || (linkId && link.pending && !active)) return <Spinner label="Loading checkout" />;
  const restart = () => {
    saveAttempt(scope, null);
    setActive(null);
  };
  // Issue 33: a test checkout says so plainly; a live one (a live link) never does.
  const live = linkId ? (link.data?.livemode ?? false) : liveQr;
  return (
    <Stack>
      <MerchantSummary merchant={merchantData} />
      {!live && !link.error ? (
        <Alert variant="info" data-testid="test-mode-notice">
          {TEST_CHECKOUT_NOTICE}
        </Alert>
      ) : null}
      {active ? (
        <PaymentProgress
          paymentId={active.paymentId}
          secret={active.secret}
          initial={active.initial}
          resumed={active.fromAttempt === true}
          onRestart={restart}
          onDone={onDone}
          // Ended: the next visit starts a new payment; one that ended elsewhere (resumed, expired) opens the form now.
          onSettled={(endedBefore) => {
            saveAttempt(scope, null);
            if (endedBefore && active.fromAttempt) setActive(null);
          }}
        />
      ) : link.error ? (
        <LinkProblem error={link.error} />
      ) : (
        <Form
          merchant={merchantData}
          link={link.data ?? null}
          prefill={prefill}
          signedIn={signedIn}
          onCreated={setActive}
          live={live}
          attemptKey={seed?.attemptKey ?? ''}
          sentBack={seed?.form}
          draft={draft}
        />
      )}
    </Stack>
  );
}
