import { useTranslation } from 'react-i18next';
import { BackLink } from '../../components/back-link';
import { HubApplicationWizard } from '../../features/hubs/application/hub-application-wizard';

/** /become-collection-hub: apply to run a collection hub. No sign-in needed (docs/product.md §6). */
export function BecomeCollectionHubPage() {
  const { t } = useTranslation('hubs');
  return (
    <div className="mx-auto grid max-w-4xl grid-cols-1 gap-6 px-4 py-10 sm:px-6 lg:px-8">
      <BackLink to="/collection-hubs">{t('wizard.back')}</BackLink>
      <HubApplicationWizard />
    </div>
  );
}
