import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

export default function AppNotifications() {
  return <Notifications position="top-right" limit={4} />;
}
