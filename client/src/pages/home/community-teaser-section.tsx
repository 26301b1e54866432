import type { CommunityProfile } from '@foodshare/contracts/community';
import { HOME_PAGE } from '@foodshare/contracts/constants';
import { ArrowRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useCommunityProfiles } from '../../api/get-community-profiles';
import {
  CommunityProfileCard,
  CommunityProfileCardSkeleton,
} from '../../components/community/community-profile-card';
import { CommunityProfileDialog } from '../../components/community/community-profile-dialog';
import { sortCommunityProfiles } from '../../components/community/community-profiles';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api-client';

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-4';

/** SPEC §2: up to four public profiles on the home page, the most generous first. */
export function CommunityTeaserSection() {
  const profiles = useCommunityProfiles();
  const [selected, setSelected] = useState<CommunityProfile | null>(null);
  const top = useMemo(
    () =>
      profiles.data
        ? sortCommunityProfiles(profiles.data, 'donations').slice(0, HOME_PAGE.profiles)
        : [],
    [profiles.data],
  );

  return (
    <section aria-labelledby="community-teaser-heading" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h2 id="community-teaser-heading" className="text-xl font-extrabold tracking-tight">
            Community champions
          </h2>
          <p className="text-sm text-muted-foreground">
            The neighbours and businesses who have shared the most food.
          </p>
        </div>
        <Button asChild variant="link" className="h-auto self-start px-0 sm:self-auto">
          <Link to="/community">
            Meet the community
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
      {profiles.isPending ? (
        <ul aria-busy="true" className={GRID}>
          <li className="sr-only">Loading community members…</li>
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
          We could not load the community: {errorMessage(profiles.error)}
        </p>
      ) : top.length === 0 ? (
        <p className="rounded-xl border border-dashed bg-card px-4 py-8 text-center text-sm text-muted-foreground">
          No public profiles yet.{' '}
          <Link to="/profile" className="font-semibold text-primary underline underline-offset-2">
            Make yours public
          </Link>{' '}
          to be the first.
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
