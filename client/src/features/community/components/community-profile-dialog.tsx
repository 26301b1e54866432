import type { CommunityProfile } from '@foodshare/contracts/community';
import { displayName } from '@foodshare/contracts/users';
import { CalendarDays, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledDetail } from '../../../components/labelled-detail';
import { MemberAvatar } from '../../../components/member-avatar';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { useFormat } from '../../../i18n/format';
import { daysActive } from '../community-profiles';

/** docs/product.md §2's profile dialog: contact information, About, Community Impact. */
export function CommunityProfileDialog({
  profile,
  onClose,
}: {
  /** The profile shown; null keeps the dialog closed. */
  profile: CommunityProfile | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={profile !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {profile ? <ProfileDetails profile={profile} /> : null}
    </Dialog>
  );
}

function ProfileDetails({ profile }: { profile: CommunityProfile }) {
  const name = displayName(profile);
  const fullName = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  const { t } = useTranslation(['community', 'common']);
  const format = useFormat();
  const impact = [
    { label: t('dialog.totalDonations'), value: format.number(profile.donationCount) },
    {
      label: t('dialog.daysActive'),
      value: format.number(daysActive(profile.createdAt, new Date())),
    },
    { label: t('dialog.peopleHelped'), value: format.number(profile.peopleHelped) },
  ];

  return (
    <DialogContent className="max-w-xl gap-6">
      <DialogHeader className="flex-row items-center gap-4 pe-8">
        <MemberAvatar person={profile} className="size-16 text-xl" />
        <div className="grid min-w-0 gap-1.5">
          <DialogTitle dir="auto" className="text-xl break-words">
            {name}
          </DialogTitle>
          <DialogDescription className="flex flex-wrap items-center gap-2">
            <Badge variant="secondary">{t(`common:roles.${profile.role}`)}</Badge>
            {profile.businessName && fullName ? <span dir="auto">{fullName}</span> : null}
          </DialogDescription>
        </div>
      </DialogHeader>

      <DetailSection title={t('dialog.contact')}>
        <ul className="grid gap-2 text-sm">
          {profile.email ? (
            <LabelledDetail icon={Mail} label={t('dialog.email')}>
              <a
                href={`mailto:${profile.email}`}
                dir="ltr"
                className="break-all text-primary hover:underline"
              >
                {profile.email}
              </a>
            </LabelledDetail>
          ) : null}
          {profile.phoneNumber ? (
            <LabelledDetail icon={Phone} label={t('dialog.phone')}>
              <a
                href={`tel:${profile.phoneNumber.replace(/[^\d+]/g, '')}`}
                dir="ltr"
                className="text-primary hover:underline"
              >
                {profile.phoneNumber}
              </a>
            </LabelledDetail>
          ) : null}
          {profile.businessAddress ? (
            <LabelledDetail icon={MapPin} label={t('dialog.businessAddress')}>
              <span dir="auto">{profile.businessAddress}</span>
            </LabelledDetail>
          ) : null}
          <LabelledDetail icon={CalendarDays} label={t('dialog.memberSince')}>
            {format.date(profile.createdAt)}
          </LabelledDetail>
        </ul>
      </DetailSection>

      <DetailSection title={t('dialog.about')}>
        <p
          dir={profile.bio ? 'auto' : undefined}
          className="text-sm whitespace-pre-line text-muted-foreground"
        >
          {profile.bio ?? t('card.noBio')}
        </p>
      </DetailSection>

      <DetailSection title={t('dialog.impact')}>
        <dl className="grid grid-cols-3 gap-2 sm:gap-3">
          {impact.map((figure) => (
            <div
              key={figure.label}
              className="flex flex-col items-center gap-1 rounded-lg bg-secondary px-2 py-3 text-center text-secondary-foreground"
            >
              <dd className="text-2xl font-extrabold tabular-nums">{figure.value}</dd>
              <dt className="order-last text-xs font-medium">{figure.label}</dt>
            </div>
          ))}
        </dl>
      </DetailSection>

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('dialog.close')}</Button>
        </DialogClose>
      </DialogFooter>
    </DialogContent>
  );
}

function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="text-sm font-bold tracking-wide text-muted-foreground uppercase">{title}</h3>
      {children}
    </section>
  );
}
