import styled from 'styled-components';
import type { CheckoutMerchant } from '../../../../domain/payment-links.ts';
import { Avatar } from '../../../components/ui/avatar/Avatar.tsx';

const Row = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  h1 { font-size: ${({ theme }) => theme.fontSizes.xl}; line-height: 1.2; overflow-wrap: anywhere; }
  p { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;

/** Who is being paid: logo (or initials), business name and category. */
export function MerchantSummary({ merchant }: { merchant: CheckoutMerchant }) {
  return (
    <Row>
      <Avatar name={merchant.name} {...(merchant.logoUrl ? { src: merchant.logoUrl } : {})} size="lg" />
      <div>
        <h1>Pay {merchant.name}</h1>
        <p>{merchant.category}</p>
      </div>
    </Row>
  );
}
