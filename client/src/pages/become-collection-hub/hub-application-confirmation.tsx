import { HUB_APPLICATION_MESSAGES } from '@foodshare/contracts/hub-applications';
import { referenceFor } from '@foodshare/contracts/references';
import { Link } from 'react-router-dom';
import { SubmissionConfirmation } from '../../components/submission-confirmation';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { HubNextSteps } from './hub-next-steps';

/** Where an application ends: the spec's words, the reference to quote, and what comes next. */
export function HubApplicationConfirmation({
  id,
  demo,
  onAnother,
}: {
  id: string;
  demo: boolean;
  onAnother: () => void;
}) {
  return (
    <Card>
      <CardContent className="px-5 py-8 sm:px-10">
        <SubmissionConfirmation
          title={
            demo ? HUB_APPLICATION_MESSAGES.demoTitle : HUB_APPLICATION_MESSAGES.submittedTitle
          }
          description={
            demo
              ? `${HUB_APPLICATION_MESSAGES.demo}. ${HUB_APPLICATION_MESSAGES.submitted}`
              : HUB_APPLICATION_MESSAGES.submitted
          }
          reference={referenceFor('hubApplication', id)}
          referenceNote="Quote it when you contact us about your application."
        >
          <HubNextSteps />
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button variant="outline" onClick={onAnother}>
              Start another application
            </Button>
            <Button asChild>
              <Link to="/collection-hubs">See the collection hubs</Link>
            </Button>
          </div>
        </SubmissionConfirmation>
      </CardContent>
    </Card>
  );
}
