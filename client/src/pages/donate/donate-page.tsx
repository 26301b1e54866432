import { ComingSoon } from '../../components/coming-soon';

export function DonatePage() {
  return (
    <ComingSoon
      title="Donate Food"
      description="Share surplus food safely: describe it, answer the safety questionnaire, and post it."
    />
  );
}
