import styled from 'styled-components';
import type { LinkedAccount } from '../../../../domain/linked-accounts.ts';
import { Badge } from '../../../components/ui/badge/Badge.tsx';
import { Icon } from '../../../components/ui/icon/Icon.tsx';
import { ListRowIcon, ListRowLink } from '../../../components/ui/list-row/ListRow.tsx';
import { paths } from '../../../config/paths.ts';

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
    <ListRowLink to={paths.accountDetail.getHref(account.id)} data-testid="account-row">
      <ListRowIcon $tone={mobile ? 'orange' : 'green'} aria-hidden="true">
        <Icon name={mobile ? 'phone' : 'bank'} />
      </ListRowIcon>
      <Text>
        <span className="title">{account.provider}</span>
        <Muted>
          {account.accountNumber} · {account.accountName}
        </Muted>
      </Text>
      {account.isDefault ? <Badge tone="primary">Default</Badge> : !account.isActive ? <Badge tone="neutral">Inactive</Badge> : null}
    </ListRowLink>
  );
}
