import { ComingSoon } from '../../components/coming-soon';

export function ProfilePage() {
  return (
    <ComingSoon title="My Profile" description="Your profile, your donations and your requests." />
  );
}
