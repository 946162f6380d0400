import { ORANGE_MONEY_RULES } from '../wallet-number-input/networks.ts';
import { WalletNumberInput, type WalletNumberInputProps } from '../wallet-number-input/WalletNumberInput.tsx';

export type OrangeMoneyInputProps = WalletNumberInputProps;

/** Orange Money number (SPEC §5, prefixes 076, 077, 078). */
export function OrangeMoneyInput(props: OrangeMoneyInputProps) {
  return <WalletNumberInput rules={ORANGE_MONEY_RULES} {...props} />;
}
