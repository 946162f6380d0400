import * as africell from '../../../../domain/africell-money.ts';
import * as orange from '../../../../domain/orange-money.ts';
import type { WalletNumberRules } from './WalletNumberInput.tsx';

/** Each mobile-money network's field: its words (SPEC §5) and its number rules (domain/). */
export const WALLET_NETWORKS = {
  orange: { label: 'Orange Money number', placeholder: '076 123 456', hint: orange.ORANGE_MONEY_HINT, error: orange.ORANGE_MONEY_ERROR },
  africell: { label: 'Africell Money number', placeholder: '088 123 456', hint: africell.AFRICELL_MONEY_HINT, error: africell.AFRICELL_MONEY_ERROR },
} as const;

export const ORANGE_MONEY_RULES: WalletNumberRules = {
  ...WALLET_NETWORKS.orange,
  sanitize: orange.sanitizeOrangeMoney,
  format: orange.formatOrangeMoney,
  isValid: orange.isValidOrangeMoney,
};

export const AFRICELL_MONEY_RULES: WalletNumberRules = {
  ...WALLET_NETWORKS.africell,
  sanitize: africell.sanitizeAfricellMoney,
  format: africell.formatAfricellMoney,
  isValid: africell.isValidAfricellMoney,
};
