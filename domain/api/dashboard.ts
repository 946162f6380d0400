/**
 * Wire schemas of the dashboard's routes (health, config, linked accounts, transactions, the
 * merchant profile): the server validates and serialises with them and the OpenAPI document shows
 * them. The hand-written types the web app has used since issue 4 are checked against them at
 * compile time (`Matches` below), so neither can drift from the other.
 */
import Type from 'typebox';
import type { PublicAppConfig } from '../api-contract.ts';
import type { LinkedAccount } from '../linked-accounts.ts';
import { TRANSACTIONS_PAGE_DEFAULT, TRANSACTIONS_PAGE_MAX, type Transaction } from '../transactions.ts';
import { FEE_BEARERS } from '../fees.ts';
import { BUSINESS_NAME_MAX, CATEGORY_MAX, LOGO_URL_MAX, type MerchantProfile } from '../merchant-profile.ts';
import { DataOf, Nullable, PageOf } from './common.ts';
import type { Matches } from './matches.ts';


export const HealthData = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  message: Type.String(),
  timestamp: Type.String(),
  uptime: Type.Number({ description: 'Seconds since the process started.' }),
  version: Type.String(),
});
export const HealthAnswer = DataOf(HealthData);

/** One method's fee (domain/fees.ts): basis points and a fixed part per currency in minor units. */
const FeeRuleSchema = Type.Object({
  basisPoints: Type.Integer(),
  fixed: Type.Object({
    SLE: Type.Optional(Type.Integer()),
    USD: Type.Optional(Type.Integer()),
    EUR: Type.Optional(Type.Integer()),
    GBP: Type.Optional(Type.Integer()),
    SLL: Type.Optional(Type.Integer()),
  }),
});

export const AppConfig = Type.Object({
  supportEmail: Type.String(),
  publicUrl: Type.Union([Type.String(), Type.Null()], { description: 'PUBLIC_URL when set: the origin of QR codes and links; null: the page\'s own origin.' }),
  /** The fees this deployment charges (SPEC §9 defaults unless FEE_RULES), so screens quote the server's fee. */
  feeRules: Type.Object({
    orange_money: FeeRuleSchema,
    mobile_money: FeeRuleSchema,
    card: FeeRuleSchema,
    bank_transfer: FeeRuleSchema,
    cash: FeeRuleSchema,
  }),
  claims: Type.Object({ centralBankLicence: Type.Boolean(), iso27001: Type.Boolean(), pciDss: Type.Boolean() }),
});
export const AppConfigAnswer = DataOf(AppConfig);

export const LinkedAccountSchema = Type.Object({
  id: Type.String(),
  type: Type.Union([Type.Literal('mobile_money'), Type.Literal('bank_transfer')]),
  provider: Type.String(),
  accountNumber: Type.String({ description: 'Masked: only the last 4 digits are real.' }),
  accountName: Type.String(),
  isDefault: Type.Boolean(),
  isActive: Type.Boolean(),
  lastUsed: Nullable(Type.String()),
});

export const TransactionSchema = Type.Object({
  id: Type.String(),
  type: Type.String(),
  amount: Type.Integer({ description: 'Minor units.' }),
  currency: Type.String(),
  status: Type.String(),
  merchant: Nullable(Type.String()),
  recipient: Nullable(Type.String()),
  paymentMethod: Type.String(),
  provider: Type.String(),
  timestamp: Type.String(),
  description: Type.String(),
  transactionId: Type.String(),
  reference: Type.String(),
});

export const TransactionsQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: TRANSACTIONS_PAGE_MAX, default: TRANSACTIONS_PAGE_DEFAULT })),
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  },
  { additionalProperties: false },
);
export const TransactionPage = PageOf(TransactionSchema);
export const TransactionAnswer = DataOf(TransactionSchema);

export const MerchantProfileSchema = Type.Object({
  businessName: Type.String(),
  category: Type.String(),
  logoUrl: Nullable(Type.String()),
  feeBearer: Type.Enum(FEE_BEARERS),
});
export const MerchantProfileAnswer = DataOf(MerchantProfileSchema);
export const MerchantProfileBody = Type.Object(
  {
    // Generous caps here; the exact rules (and their messages) are the service's, from domain/.
    businessName: Type.String({ maxLength: BUSINESS_NAME_MAX + 20 }),
    category: Type.String({ maxLength: CATEGORY_MAX + 20 }),
    logoUrl: Type.Optional(Nullable(Type.String({ maxLength: LOGO_URL_MAX }))),
    feeBearer: Type.Optional(Type.Enum(FEE_BEARERS)),
  },
  { additionalProperties: false },
);

// Compile-time: the web app's types and the wire schemas describe the same objects.
export const CONTRACT_CHECKS: {
  linkedAccount: Matches<typeof LinkedAccountSchema, LinkedAccount>;
  transaction: Matches<typeof TransactionSchema, Transaction>;
  appConfig: Matches<typeof AppConfig, PublicAppConfig>;
  merchantProfile: Matches<typeof MerchantProfileSchema, MerchantProfile>;
} = { linkedAccount: true, transaction: true, appConfig: true, merchantProfile: true };
