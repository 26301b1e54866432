import { ComingSoon } from '../../components/coming-soon';

export function CollectionHubsPage() {
  return (
    <ComingSoon
      title="Collection Hubs"
      description="Business, community and charity hubs that store and hand out rescued food."
    />
  );
}
