import { ComingSoon } from '../../components/coming-soon';

export function BecomeCollectionHubPage() {
  return (
    <ComingSoon
      title="Become a Collection Hub"
      description="Apply to store and distribute rescued food for your community."
    />
  );
}
