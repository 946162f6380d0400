import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { LinkedAccount } from '../../../../domain/dashboard.ts';
import { Badge } from '../../../components/ui/badge/Badge.tsx';
import { Icon } from '../../../components/ui/icon/Icon.tsx';
import { paths } from '../../../config/paths.ts';

const Row = styled(Link)`
  display: grid;
  grid-template-columns: 40px minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  min-height: 56px;
  color: inherit;
  text-decoration: none;
  &:hover .name { text-decoration: underline; }
`;

const Mark = styled.span<{ $mobile: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $mobile, theme }) => ($mobile ? theme.colors.orangeMoneySoft : theme.colors.successSoft)};
  color: ${({ $mobile, theme }) => ($mobile ? theme.colors.orangeMoneyStrong : theme.colors.successStrong)};
`;

const Text = styled.span`
  display: grid;
  min-width: 0;
  span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

const Muted = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function AccountRow({ account }: { account: LinkedAccount }) {
  const mobile = account.type === 'mobile_money';
  return (
    <Row to={paths.accountDetail.getHref(account.id)} data-testid="account-row">
      <Mark $mobile={mobile} aria-hidden="true">
        <Icon name={mobile ? 'phone' : 'bank'} />
      </Mark>
      <Text>
        <span className="name">{account.provider}</span>
        <Muted>
          {account.accountNumber} · {account.accountName}
        </Muted>
      </Text>
      {account.isDefault ? <Badge tone="primary">Default</Badge> : !account.isActive ? <Badge tone="neutral">Inactive</Badge> : null}
    </Row>
  );
}
