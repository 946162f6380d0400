import { memo } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Icon, type IconName } from '../../../components/ui/icon/Icon.tsx';
import { paths } from '../../../config/paths.ts';

const Grid = styled.nav<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
`;

const Action = styled(Link)`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-align: center;
  text-decoration: none;
`;

const Disc = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryStrong};
`;

const ACTIONS: { label: string; href: string; icon: IconName }[] = [
  { label: 'Pay', href: paths.pay.getHref(), icon: 'card' },
  { label: 'Scan & Pay', href: paths.scanPay.getHref(), icon: 'phone' },
  { label: 'Add Wallet', href: paths.addWallet.getHref(), icon: 'bank' },
  { label: 'Activity', href: paths.activity.getHref(), icon: 'info' },
];

/** `canAddWallet`: issue 35, false for a member whose role has no payout accounts (the action is not shown). */
export const QuickActions = memo(function QuickActions({ canAddWallet = true }: { canAddWallet?: boolean }) {
  const actions = canAddWallet ? ACTIONS : ACTIONS.filter((action) => action.href !== paths.addWallet.getHref());
  return (
    <Grid aria-label="Quick actions" $count={actions.length}>
      {actions.map((action) => (
        <Action key={action.label} to={action.href}>
          <Disc aria-hidden="true">
            <Icon name={action.icon} />
          </Disc>
          {action.label}
        </Action>
      ))}
    </Grid>
  );
});
