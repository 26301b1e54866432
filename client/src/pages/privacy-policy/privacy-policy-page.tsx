import { ComingSoon } from '../../components/coming-soon';

export function PrivacyPolicyPage() {
  return (
    <ComingSoon
      title="Privacy Policy"
      description="How we collect, use and protect your information. We never sell personal data."
    />
  );
}
