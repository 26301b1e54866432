import { ComingSoon } from '../../components/coming-soon';

export function OffersPage() {
  return (
    <ComingSoon
      title="Marketplace"
      description="Surplus meals and groceries from local businesses at typically 30-70% off."
    />
  );
}
