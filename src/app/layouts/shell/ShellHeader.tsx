import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Avatar } from '../../../components/ui/avatar/Avatar.tsx';
import { formatCount } from '../../../components/ui/badge/Badge.tsx';
import { Icon } from '../../../components/ui/icon/Icon.tsx';
import { IconButton, iconButtonStyles } from '../../../components/ui/icon-button/IconButton.tsx';
import { paths } from '../../../config/paths.ts';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 64px;
  padding: 0 ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Spacer = styled.div`
  flex: 1;
  min-width: 0;
`;

const MenuButton = styled(IconButton)`
  ${({ theme }) => theme.media.tabletUp} { display: none; }
`;

const HeaderLink = styled(Link)`
  ${iconButtonStyles}
  gap: ${({ theme }) => theme.space[2]};
`;

const Count = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.errorStrong};
  color: ${({ theme }) => theme.colors.white};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 20px;
  text-align: center;
`;

const Name = styled.span`
  max-width: 14ch;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  /* On phones only the initials show; the name stays the link's spoken text. */
  ${({ theme }) => theme.media.mobile} {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    clip: rect(0 0 0 0);
  }
`;

/*
 * Phones show one title per screen: the page's own h1, right below. The header's copy of it (from
 * config/page-titles.ts) appears from tablet width up, where there is room beside the icons.
 */
const Title = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${({ theme }) => theme.media.mobile} { display: none; }
`;

export interface ShellHeaderProps {
  title: string;
  userName: string;
  unreadCount: number | undefined;
  menuOpen: boolean;
  onOpenMenu: () => void;
  /** Mounted at the right, before the icons (e.g. the offline indicator). */
  status?: React.ReactNode;
}

export function ShellHeader({ title, userName, unreadCount, menuOpen, onOpenMenu, status }: ShellHeaderProps) {
  const unread = unreadCount ?? 0;
  return (
    <Bar>
      <MenuButton onClick={onOpenMenu} aria-label="Open menu" aria-expanded={menuOpen} aria-controls="app-sidebar">
        <Icon name="menu" />
      </MenuButton>
      <Spacer>
        <Title data-testid="shell-title">{title}</Title>
      </Spacer>
      {status}
      <HeaderLink to={paths.notifications.getHref()} aria-label={unread > 0 ? `Notifications, ${formatCount(unread)} unread` : 'Notifications'}>
        <Icon name="bell" />
        {unread > 0 ? (
          <Count aria-hidden="true" data-testid="unread-badge">
            {formatCount(unread)}
          </Count>
        ) : null}
      </HeaderLink>
      <HeaderLink to={paths.settings.getHref()} aria-label="Settings">
        <Icon name="settings" />
      </HeaderLink>
      {/* Named by its own text, never an aria-label that differs from what shows (axe
          label-content-name-mismatch): "Profile:" is spoken only, the initials are decoration. */}
      <HeaderLink to={paths.profile.getHref()}>
        <span className="visually-hidden">Profile:</span>{' '}
        <span aria-hidden="true">
          <Avatar name={userName} size="sm" />
        </span>
        <Name>{userName}</Name>
      </HeaderLink>
    </Bar>
  );
}
