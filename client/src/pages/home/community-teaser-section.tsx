import type { CommunityProfile } from '@foodshare/contracts/community';
import { HOME_PAGE } from '@foodshare/contracts/constants';
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { useCommunityProfilesPage } from '../../features/community/api/get-community-profiles';
import {
  CommunityProfileCard,
  CommunityProfileCardSkeleton,
} from '../../features/community/components/community-profile-card';
import { CommunityProfileDialog } from '../../features/community/components/community-profile-dialog';
import { errorMessage } from '../../lib/api-client';

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-4';

/** docs/product.md §2: up to four public profiles on the home page, the most generous first. */
export function CommunityTeaserSection() {
  const { t } = useTranslation('home');
  // The first page of the most-donations order, as many as the home page shows.
  const profiles = useCommunityProfilesPage({ limit: HOME_PAGE.profiles });
  const [selected, setSelected] = useState<CommunityProfile | null>(null);
  const top = profiles.data?.items ?? [];

  return (
    <section aria-labelledby="community-teaser-heading" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h2 id="community-teaser-heading" className="text-xl font-extrabold tracking-tight">
            {t('community.heading')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('community.intro')}</p>
        </div>
        <Button asChild variant="link" className="h-auto self-start px-0 sm:self-auto">
          <Link to="/community">
            {t('community.meet')}
            <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
          </Link>
        </Button>
      </div>
      {profiles.isPending ? (
        <ul aria-busy="true" className={GRID}>
          <li className="sr-only">{t('community.loading')}</li>
          {Array.from({ length: HOME_PAGE.profiles }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to go by
            <li key={index}>
              <CommunityProfileCardSkeleton />
            </li>
          ))}
        </ul>
      ) : profiles.isError ? (
        <p
          role="alert"
          className="rounded-xl border bg-card px-4 py-6 text-center text-sm text-muted-foreground"
        >
          {t('community.failed', { error: errorMessage(profiles.error) })}
        </p>
      ) : top.length === 0 ? (
        <p className="rounded-xl border border-dashed bg-card px-4 py-8 text-center text-sm text-muted-foreground">
          <Trans
            t={t}
            i18nKey="community.empty"
            components={{
              a: (
                <Link
                  to="/profile"
                  className="font-semibold text-primary underline underline-offset-2"
                />
              ),
            }}
          />
        </p>
      ) : (
        <ul className={GRID}>
          {top.map((profile) => (
            <li key={profile.id}>
              <CommunityProfileCard profile={profile} onOpen={setSelected} />
            </li>
          ))}
        </ul>
      )}
      <CommunityProfileDialog profile={selected} onClose={() => setSelected(null)} />
    </section>
  );
}
