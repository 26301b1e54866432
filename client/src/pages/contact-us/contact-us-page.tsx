import { ComingSoon } from '../../components/coming-soon';

export function ContactUsPage() {
  return (
    <ComingSoon
      title="Contact Us"
      description="Questions, feedback or a food-safety concern: we are here to help."
    />
  );
}
