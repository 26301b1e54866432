import { WEIGHED_ROLES } from '@foodshare/contracts/food-weight';
import type { User } from '@foodshare/contracts/users';
import { CircleCheck } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { PageSpinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { VerifiedCharityBadge } from '../../components/verified-charity-badge';
import { useUser } from '../../features/auth/api/get-user';
import { useCharityVerification } from '../../features/charities/api/get-charity-verification';
import { CharityVerificationCard } from '../../features/charities/components/charity-verification-card';
import { useMyDonations } from '../../features/donations/api/get-my-donations';
import { MyDonationsTab } from '../../features/donations/components/my-donations-tab';
import { NotificationSettings } from '../../features/notifications/components/notification-settings';
import { DangerZone } from '../../features/profiles/components/danger-zone';
import { useMyRequests } from '../../features/requests/api/get-my-requests';
import { DonationRequests } from '../../features/requests/components/donation-requests';
import { DocumentTitle } from '../../i18n/document-title';
import { useFormat } from '../../i18n/format';
import { profileTabFrom } from '../../lib/profile-tabs';
import { handleUnauthorized } from '../../lib/query-client';

// The charts load only when the Impact tab opens.
const ImpactTab = lazy(() => import('../../features/impact/components/impact-tab'));

import { ProfileForm } from '../../features/profiles/components/profile-form';
import { ProfileSummaryCard } from '../../features/profiles/components/profile-summary-card';
import { MyRequestsTab } from '../../features/requests/components/my-requests-tab';

/** /profile: needs a session (docs/product.md §6); signed out, the toast and the way to sign in. */
export function ProfilePage() {
  const { user, isLoading } = useUser();
  // Once the account is gone nobody is signed in, and that is no reason to send anyone to sign in.
  const [accountDeleted, setAccountDeleted] = useState(false);
  const signedOut = !isLoading && user === null && !accountDeleted;
  const told = useRef(false);
  const { t } = useTranslation('profile');

  useEffect(() => {
    if (!signedOut || told.current) return;
    told.current = true;
    handleUnauthorized();
  }, [signedOut]);

  if (accountDeleted) return <AccountDeletedNotice />;
  if (!user) return <PageSpinner label={t('page.checkingSession')} />;
  return (
    <SignedInProfile
      user={user}
      onAccountDeleted={() => {
        setAccountDeleted(true);
        window.scrollTo({ top: 0 });
      }}
    />
  );
}

function SignedInProfile({ user, onAccountDeleted }: { user: User; onAccountDeleted: () => void }) {
  const donations = useMyDonations({ enabled: true });
  const requests = useMyRequests({ enabled: true });
  // The open tab lives in the address, so a notification can link straight to it.
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = profileTabFrom(searchParams.get('tab'));
  // Restaurants and grocery stores report their ESG figures from here.
  const business = (WEIGHED_ROLES as readonly string[]).includes(user.role);
  const charity = useCharityVerification(user.role === 'charity');
  const { t } = useTranslation('profile');
  const format = useFormat();
  const tabTitle = (title: string, count: number | undefined) =>
    count === undefined ? title : `${title} (${format.number(count)})`;

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader title={t('page.title')} description={t('page.description')} />
      <Tabs
        value={tab}
        onValueChange={(next) =>
          setSearchParams(next === 'profile' ? {} : { tab: next }, {
            replace: true,
            preventScrollReset: true,
          })
        }
      >
        <TabsList className="flex w-full sm:inline-flex sm:w-auto">
          <TabsTrigger value="profile" className="flex-auto px-2 text-[13px] sm:px-4 sm:text-sm">
            {t('tabs.profile')}
          </TabsTrigger>
          <TabsTrigger value="donations" className="flex-auto px-2 text-[13px] sm:px-4 sm:text-sm">
            {tabTitle(t('tabs.donations'), donations.data?.length)}
          </TabsTrigger>
          <TabsTrigger value="requests" className="flex-auto px-2 text-[13px] sm:px-4 sm:text-sm">
            {tabTitle(t('tabs.requests'), requests.data?.length)}
          </TabsTrigger>
          {business ? (
            <TabsTrigger value="impact" className="flex-auto px-2 text-[13px] sm:px-4 sm:text-sm">
              {t('tabs.impact')}
            </TabsTrigger>
          ) : null}
        </TabsList>
        <TabsContent value="profile" className="mt-6">
          <div className="grid items-start gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
            <div className="lg:sticky lg:top-24">
              <ProfileSummaryCard user={user} />
              {charity.data?.status === 'verified' ? (
                <VerifiedCharityBadge className="mt-3" />
              ) : null}
            </div>
            <div className="grid gap-6">
              {/* A fresh form per account: nothing typed for one person carries over to another. */}
              <ProfileForm key={user.id} user={user} />
              <NotificationSettings />
              {user.role === 'charity' ? <CharityVerificationCard /> : null}
              <DangerZone onDeleted={onAccountDeleted} />
            </div>
          </div>
        </TabsContent>
        <TabsContent value="donations" className="mt-6">
          <MyDonationsTab
            donations={donations}
            requestsOf={(donation, headingLevel) => (
              <DonationRequests donation={donation} headingLevel={headingLevel} />
            )}
          />
        </TabsContent>
        <TabsContent value="requests" className="mt-6">
          <MyRequestsTab requests={requests} />
        </TabsContent>
        {business ? (
          <TabsContent value="impact" className="mt-6">
            <Suspense fallback={<PageSpinner label={t('page.loadingImpact')} />}>
              <ImpactTab />
            </Suspense>
          </TabsContent>
        ) : null}
      </Tabs>
    </div>
  );
}

function AccountDeletedNotice() {
  const { t } = useTranslation(['profile', 'errors']);
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-3 px-4 text-center">
      <DocumentTitle page={t('deleted.title')} />
      <CircleCheck aria-hidden="true" className="size-10 text-primary" />
      <h1 className="text-2xl font-extrabold">{t('errors:profile.deletedTitle')}</h1>
      <p role="status" className="text-muted-foreground">
        {t('errors:profile.deleted')} {t('deleted.goingHome')}
      </p>
    </div>
  );
}
