import { ComingSoon } from '../../components/coming-soon';

export function MarketplacePage() {
  return (
    <ComingSoon
      title="Donations"
      description="Free food shared by neighbours, restaurants and grocers near you, newest first."
    />
  );
}
