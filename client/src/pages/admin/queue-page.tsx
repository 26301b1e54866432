import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { CharityVerifications } from '../../features/charities/components/charity-verifications';
import { ModerationQueue } from '../../features/moderation/components/moderation-queue';
import { StaffGuard } from '../../features/staff/components/staff-guard';

/**
 * /admin/queue: what waits for a moderator, the soonest to expire first; the "Charity
 * verifications" tab (`?tab=charities`) holds charities' applications (docs/product.md §20).
 */
export function QueuePage() {
  const { t } = useTranslation('charities');
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab') === 'charities' ? 'charities' : 'donations';
  return (
    <StaffGuard roles={['moderator']}>
      <Tabs
        value={tab}
        onValueChange={(next) =>
          setSearchParams(next === 'charities' ? { tab: next } : {}, { replace: true })
        }
      >
        <TabsList className="mb-2 flex w-full sm:inline-flex sm:w-auto">
          <TabsTrigger value="donations" className="flex-auto px-3">
            {t('queue.tabDonations')}
          </TabsTrigger>
          <TabsTrigger value="charities" className="flex-auto px-3">
            {t('queue.tabCharities')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="donations">
          <ModerationQueue />
        </TabsContent>
        <TabsContent value="charities">
          <CharityVerifications />
        </TabsContent>
      </Tabs>
    </StaffGuard>
  );
}
