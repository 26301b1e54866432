import { ComingSoon } from '../../components/coming-soon';

export function CommunityPage() {
  return (
    <ComingSoon
      title="Community Champions"
      description="Meet the people and organisations rescuing food across the UAE."
    />
  );
}
