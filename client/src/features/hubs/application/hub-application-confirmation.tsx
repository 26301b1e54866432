import { referenceFor } from '@foodshare/contracts/references';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SubmissionConfirmation } from '../../../components/submission-confirmation';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { HubNextSteps } from './hub-next-steps';

/**
 * Where an application ends: docs/product.md §8's words, the reference to quote, and what comes
 * next.
 */
export function HubApplicationConfirmation({
  id,
  demo,
  onAnother,
}: {
  id: string;
  demo: boolean;
  onAnother: () => void;
}) {
  const { t } = useTranslation(['hubs', 'errors']);
  return (
    <Card>
      <CardContent className="px-5 py-8 sm:px-10">
        <SubmissionConfirmation
          title={
            demo ? t('errors:hubApplication.demoTitle') : t('errors:hubApplication.submittedTitle')
          }
          description={
            demo
              ? `${t('errors:hubApplication.demo')}. ${t('errors:hubApplication.submitted')}`
              : t('errors:hubApplication.submitted')
          }
          reference={referenceFor('hubApplication', id)}
          referenceNote={t('confirmation.referenceNote')}
        >
          <HubNextSteps />
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button variant="outline" onClick={onAnother}>
              {t('confirmation.another')}
            </Button>
            <Button asChild>
              <Link to="/collection-hubs">{t('confirmation.seeHubs')}</Link>
            </Button>
          </div>
        </SubmissionConfirmation>
      </CardContent>
    </Card>
  );
}
