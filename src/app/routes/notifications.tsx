import { NotificationsList } from '../../features/notifications/components/NotificationsList.tsx';
import { ShellPage } from './page-layout.tsx';

/** /notifications: the header bell's list (issue 17). */
export function NotificationsRoute() {
  return (
    <ShellPage title="Notifications" intro="Money received, failed payments, payouts and refunds.">
      <NotificationsList />
    </ShellPage>
  );
}

export default NotificationsRoute;
