// The alerts region of the root page: the global alert and the flows' banners, announced to screen readers (SPEC 8).
import { useStore } from '@nanostores/react';
import { Button } from './Button';
import { $alert, $notifications, closeAlert } from '../state/page/alerts';

export function AlertRegion({ closeLabel }: { closeLabel: string }) {
  const alert = useStore($alert);
  const notifications = useStore($notifications);
  return (
    <div className="alerts">
      <div role="alert" aria-atomic="true">
        {alert && (
          <div className="alert" data-tone={alert.tone} data-icon={alert.icon}>
            <p className="alert-message">{alert.message}</p>
            <Button className="alert-close" aria-label={closeLabel} onPress={closeAlert}>
              <span aria-hidden="true">×</span>
            </Button>
          </div>
        )}
      </div>
      <div role="status" aria-atomic="false">
        {notifications.map((notification) => (
          <div key={notification.id} id={notification.id} className="alert" data-tone={notification.tone} data-icon={notification.tone}>
            <p className="alert-message">{notification.message}</p>
            {notification.action && (
              <Button variant="secondary" className="alert-action" onPress={notification.action.run}>
                {notification.action.label}
              </Button>
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
