import { ComingSoon } from '../../components/coming-soon';

export function HelpCenterPage() {
  return (
    <ComingSoon
      title="Help Center"
      description="Answers about getting started, food safety and selling surplus as a business."
    />
  );
}
