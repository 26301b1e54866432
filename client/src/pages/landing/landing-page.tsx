import { useTranslation } from 'react-i18next';
import { ValueModel } from '../../components/value-model';
import { DocumentTitle } from '../../i18n/document-title';
import { EcosystemSection } from './ecosystem-section';
import { FoodSafetySection } from './food-safety-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { JoinCommunitySection } from './join-community-section';

export function LandingPage() {
  const { t } = useTranslation('landing');
  return (
    <>
      <DocumentTitle page={t('title')} />
      <HeroSection />
      <HowItWorksSection />
      <EcosystemSection />
      <FoodSafetySection />
      <div className="bg-secondary/40">
        <ValueModel className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8" />
      </div>
      <JoinCommunitySection />
    </>
  );
}
