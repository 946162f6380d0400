/**
 * Wire schemas of /accounts' writes (issue 12): prove a mobile money number, link an account with
 * the step-up code, make one the default, deactivate one. The reads' shape is LinkedAccountSchema
 * (domain/api/dashboard.ts). The exact provider and number rules (and their messages) are
 * payoutAccountProblem's (domain/payouts.ts), applied by the service.
 */
import Type, { type Static } from 'typebox';
import type { NewPayoutAccount } from '../payouts.ts';
import { DataOf } from './common.ts';
import type { Matches } from './matches.ts';

const Code = Type.String({ pattern: '^[0-9]{6}$' });

const newAccountProperties = {
  type: Type.Enum(['mobile_money', 'bank_transfer'] as const),
  provider: Type.String({ pattern: '^[A-Za-z_]{2,20}$', description: 'orange_money or africell_money for mobile money; a bank code (SBL) for a bank account.' }),
  accountNumber: Type.String({ minLength: 1, maxLength: 20 }),
  accountName: Type.String({ minLength: 1, maxLength: 100 }),
};

export const NewAccountBody = Type.Object(newAccountProperties, { additionalProperties: false });
export const CreateAccountBody = Type.Object(
  { ...newAccountProperties, code: Code, walletCode: Type.Optional(Type.String({ pattern: '^[0-9]{6}$', description: "The code sent to the mobile money number (proof it is the user's)." })) },
  { additionalProperties: false },
);
export const AccountCodeBody = Type.Object({ code: Code }, { additionalProperties: false });
export const WalletCodeSentAnswer = DataOf(Type.Object({ sent: Type.Boolean(), resendAfterSeconds: Type.Integer(), expiresInSeconds: Type.Integer() }));

export type NewAccountInput = Static<typeof NewAccountBody>;

// Compile-time: every account the web app can send (NewPayoutAccount, narrower per type) fits the body schema field for field.
export const ACCOUNT_CONTRACT_CHECKS: { newAccount: Matches<typeof NewAccountBody, NewPayoutAccount> } = { newAccount: true };
