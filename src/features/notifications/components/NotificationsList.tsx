/** The bell's list (issue 17): newest first, unread ones marked, read one by one or all at once. */
import styled from 'styled-components';
import { formatActivityTime } from '../../../../domain/time-format.ts';
import { Button } from '../../../components/ui/button/Button.tsx';
import { SectionCard } from '../../../components/ui/section-card/SectionCard.tsx';
import { EmptyState } from '../../../components/ui/state/EmptyState.tsx';
import { ErrorState } from '../../../components/ui/state/ErrorState.tsx';
import { ListSkeleton } from '../../../components/ui/state/ListSkeleton.tsx';
import { PlainList } from '../../../components/ui/layout/Layout.tsx';
import { readableError } from '../../../lib/error-message.ts';
import { useMarkNotificationsRead, useNotifications, type AppNotification } from '../api/get-notifications.ts';

const Item = styled.li<{ $unread: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.background};
  border-left: 4px solid ${({ theme, $unread }) => ($unread ? theme.colors.primary : 'transparent')};
  &:last-child { border-bottom: 0; }
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  align-items: baseline;
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Time = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

const Body = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

function NotificationItem({ notification, now, onRead, busy }: { notification: AppNotification; now: Date; onRead: () => void; busy: boolean }) {
  const unread = notification.readAt === null;
  return (
    <Item $unread={unread} data-testid="notification">
      <Head>
        <Title>
          {notification.title}
          {unread ? <span className="visually-hidden"> (unread)</span> : null}
        </Title>
        <Time>{formatActivityTime(notification.createdAt, now)}</Time>
      </Head>
      <Body>{notification.body}</Body>
      {unread ? (
        <div>
          <Button variant="ghost" size="sm" onClick={onRead} disabled={busy} aria-label={`Mark as read: ${notification.title}, ${notification.body}`}>
            Mark as read
          </Button>
        </div>
      ) : null}
    </Item>
  );
}

export function NotificationsList({ now = new Date() }: { now?: Date }) {
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const unreadCount = notifications.data?.unreadCount ?? 0;
  return (
    <SectionCard
      title="Your notifications"
      id="notifications"
      action={
        unreadCount > 0 ? (
          <Button variant="outline" size="sm" onClick={() => markRead.mutate(undefined)} loading={markRead.isPending && markRead.variables === undefined}>
            Mark all as read
          </Button>
        ) : null
      }
    >
      {notifications.isPending ? (
        <ListSkeleton label="Loading notifications" />
      ) : notifications.isError ? (
        <ErrorState what="your notifications" message={readableError(notifications.error)} onRetry={() => void notifications.refetch()} retrying={notifications.isFetching} />
      ) : notifications.data.items.length === 0 ? (
        <EmptyState title="No notifications yet" text="Payments you receive, payouts and refunds will show up here." />
      ) : (
        <PlainList $gap={0}>
          {notifications.data.items.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              now={now}
              busy={markRead.isPending}
              onRead={() => markRead.mutate(notification.id)}
            />
          ))}
        </PlainList>
      )}
    </SectionCard>
  );
}
