import { useAuthStore } from '@immo237/shared/auth';
import { DataSaverPanel } from '../components/data-saver-panel';
import { AgentProfilePanel } from '../features/agent-profile/components/agent-profile-panel';
import { MessageMailsPanel } from '../features/message-mails/components/message-mails-panel';
import { ProfileHomePage } from '../features/profile/pages/profile-home-page';
import { PushNotificationsPanel } from '../features/push-notifications/components/push-notifications-panel';
import { VerificationPanel } from '../features/verification/components/verification-panel';

/**
 * /profile (index): the profile page with the panels of the verification, agent-profile, e-mail and push notification
 * features and the data saver under it. The composition lives here because a feature does not import another one.
 */
export default function ProfileHome() {
  const phone = useAuthStore((state) => state.user?.phone);
  return (
    <ProfileHomePage
      panels={
        <>
          <VerificationPanel phone={phone} />
          <AgentProfilePanel />
          <MessageMailsPanel />
          <DataSaverPanel />
          <PushNotificationsPanel />
        </>
      }
    />
  );
}
