import { AFRICELL_MONEY_RULES } from '../wallet-number-input/networks.ts';
import { WalletNumberInput, type WalletNumberInputProps } from '../wallet-number-input/WalletNumberInput.tsx';

export type AfricellMoneyInputProps = WalletNumberInputProps;

/** Africell Money number (domain/africell-money.ts): the Orange Money field's rules with Africell's prefixes. */
export function AfricellMoneyInput(props: AfricellMoneyInputProps) {
  return <WalletNumberInput rules={AFRICELL_MONEY_RULES} {...props} />;
}
