/**
 * The SMS texts of issue 17, kept to one segment: at most 160 characters of the GSM 03.38 basic
 * set (a character outside it turns the whole message into UCS-2, 70 characters a segment).
 * Names come from people (business names, a guest's name), so they are reduced to GSM-7 and
 * shortened to fit; amounts and links are ours. Never a code, a token or a full phone number.
 */
import { formatMoney, isCurrency } from '../../../domain/money.ts';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../../domain/statuses.ts';

export const SMS_SEGMENT_LIMIT = 160;

/** GSM 03.38 basic character set (the extension table's characters count double, so are avoided). */
const GSM7_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà'.split(''),
);

export function isGsm7(text: string): boolean {
  return [...text].every((char) => GSM7_BASIC.has(char));
}

/** Accents folded where GSM-7 lacks them ("Café" keeps é, "Crème" becomes "Creme"), other characters dropped. */
export function toGsm7(text: string): string {
  const folded = [...text]
    .map((char) => {
      if (GSM7_BASIC.has(char)) return char;
      const base = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      if (base !== char && [...base].every((c) => GSM7_BASIC.has(c))) return base;
      if (char === '’' || char === '‘') return "'";
      if (char === '“' || char === '”') return '"';
      if (char === '–' || char === '—') return '-';
      return /\s/.test(char) ? ' ' : '';
    })
    .join('');
  return folded.replace(/[\r\n]+/g, ' ').replace(/ {2,}/g, ' ').trim();
}

function money(amount: number, currency: string): string {
  return formatMoney(amount, isCurrency(currency) ? currency : 'SLE');
}

/** Fills `template` with `name` cut (with "...") so the whole stays within one segment. */
function fitName(build: (name: string) => string, rawName: string, fallback: string): string {
  const name = toGsm7(rawName) || fallback;
  const full = build(name);
  if (full.length <= SMS_SEGMENT_LIMIT) return full;
  const room = SMS_SEGMENT_LIMIT - build('').length;
  return build(room > 4 ? `${name.slice(0, room - 3).trimEnd()}...` : fallback.slice(0, Math.max(room, 0)));
}

export interface ReceiptSmsInput {
  amount: number;
  currency: string;
  merchantName: string;
  receiptUrl: string;
}

/** To a guest payer after their payment completed. */
export function guestReceiptSms(input: ReceiptSmsInput): string {
  const amount = money(input.amount, input.currency);
  return fitName((name) => `Salone Pay: you paid ${amount} to ${name}. Receipt: ${input.receiptUrl}`, input.merchantName, 'the merchant');
}

export interface PaymentAlertSmsInput {
  amount: number;
  currency: string;
  method: string;
  /** The payer's name, or their masked number; never the full number. */
  payer: string | null;
  reference: string;
}

/** To a merchant who chose an SMS for each payment received. */
export function merchantPaymentSms(input: PaymentAlertSmsInput): string {
  const amount = money(input.amount, input.currency);
  const method = input.method in PAYMENT_METHOD_LABELS ? PAYMENT_METHOD_LABELS[input.method as PaymentMethod] : 'payment';
  const tail = ` by ${method}. Ref ${toGsm7(input.reference)}`;
  if (!input.payer) return `Salone Pay: ${amount} received${tail}`;
  return fitName((name) => `Salone Pay: ${amount} received from ${name}${tail}`, input.payer, 'a customer');
}
