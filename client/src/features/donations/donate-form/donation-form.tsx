import { TIMINGS_MS } from '@foodshare/contracts/constants';
import type { DonationPayload } from '@foodshare/contracts/donations';
import type { ReviewStatus } from '@foodshare/contracts/food-items';
import { Info } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { type FieldErrors, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { useSafetyReasonText } from '../../../i18n/safety-reason';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { signUpPath } from '../../../lib/auth-links';
import { scrollBehavior } from '../../../lib/motion';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { toast } from '../../../lib/toast';
import { useNavigateLater } from '../../../lib/use-navigate-later';
import { useCreateFoodItem } from '../api/create-food-item';
import {
  browserStorage,
  clearDonationDraft,
  loadDonationDraft,
  saveDonationDraft,
} from './donation-draft';
import {
  createDonationResolver,
  DONATION_FIELD_ALIASES,
  DONATION_FORM_FIELDS,
  type DonationFormField,
  type DonationFormValues,
  initialDonationValues,
  newDonationValues,
} from './donation-form-values';
import { ListingDetailsFields } from './listing-details-fields';
import { PHOTO_SECTION_ID, PhotoField } from './photo-field';
import { SafetyPreview } from './safety-preview';
import { SafetyQuestionnaire } from './safety-questionnaire';

const SUCCESS_KEYS = {
  marketplace: 'toast.successMarketplace',
  individual: 'toast.successIndividual',
} as const;

/**
 * What the donor is told besides docs/product.md §8's success text, by the safety check's
 * verdict.
 */
const VERDICT_NOTE_KEYS: Partial<Record<ReviewStatus, 'toast.flagged' | 'toast.pendingCheck'>> = {
  flagged: 'toast.flagged',
  pending_check: 'toast.pendingCheck',
};

function scrollToPhoto() {
  document
    .getElementById(PHOTO_SECTION_ID)
    ?.scrollIntoView({ behavior: scrollBehavior(), block: 'center' });
}

function hasError(errors: FieldErrors<DonationFormValues>, field: DonationFormField): boolean {
  return field === 'dateLabel.date' ? Boolean(errors.dateLabel) : Boolean(errors[field]);
}

/** The /donate form: listing, photo, questionnaire, live safety preview, draft, post. */
export function DonationForm({ signedIn }: { signedIn: boolean }) {
  const [searchParams] = useSearchParams();
  const [storage] = useState(browserStorage);
  const [resolver] = useState(() => createDonationResolver());
  const form = useForm<DonationFormValues, unknown, DonationPayload>({
    resolver,
    defaultValues: initialDonationValues(
      storage ? loadDonationDraft(storage) : {},
      searchParams.get('pickup'),
    ),
    shouldFocusError: false,
  });
  const create = useCreateFoodItem();
  const navigateLater = useNavigateLater();
  const { t } = useTranslation(['donate', 'errors']);
  const safetyReason = useSafetyReasonText();

  // docs/product.md §4: the draft follows every change but the mode; a reset (after posting) is not a change.
  useEffect(() => {
    if (!storage) return;
    const subscription = form.watch((_values, { name }) => {
      if (name && name !== 'donationMode') saveDonationDraft(storage, form.getValues());
    });
    return () => subscription.unsubscribe();
  }, [form, storage]);

  function accountRequired() {
    toast({
      title: t('errors:donation.accountRequiredTitle'),
      description: `${t('errors:donation.accountRequired')} ${t('toast.redirecting')}`,
      variant: 'destructive',
    });
    navigateLater(signUpPath(), TIMINGS_MS.redirectAfterAccountRequired);
  }

  function photoRequired() {
    toast({
      title: t('errors:donation.photoRequiredTitle'),
      description: t('errors:donation.photoRequired'),
      variant: 'destructive',
      durationMs: TIMINGS_MS.photoRequiredNotice,
    });
    scrollToPhoto();
  }

  function onInvalid(errors: FieldErrors<DonationFormValues>) {
    if (errors.imageUrl) {
      photoRequired();
      return;
    }
    const first = DONATION_FORM_FIELDS.find((field) => hasError(errors, field));
    if (first) form.setFocus(first, { shouldSelect: false });
  }

  function post(payload: DonationPayload) {
    create.mutate(payload, {
      onSuccess: (posted) => {
        const mode = payload.donationMode === 'marketplace' ? 'marketplace' : 'individual';
        form.reset({ ...newDonationValues(new Date()), donationMode: mode });
        if (storage) clearDonationDraft(storage);
        if (posted.reviewStatus === 'rejected') {
          // Rejected food never reaches the lists: say why, rather than send the donor there.
          const reason = posted.safetyReasons.find((each) => each.verdict === 'reject');
          toast({
            title: t('toast.notPublishedTitle'),
            description: `${t('toast.rejected')} ${reason ? safetyReason(reason) : ''}`.trim(),
            variant: 'destructive',
            durationMs: TIMINGS_MS.donationSuccessNotice,
          });
          return;
        }
        toast({
          title: t('toast.successTitle'),
          description: [SUCCESS_KEYS[mode], VERDICT_NOTE_KEYS[posted.reviewStatus]]
            .flatMap((key) => (key ? [t(key)] : []))
            .join(' '),
          durationMs: TIMINGS_MS.donationSuccessNotice,
        });
        navigateLater(
          mode === 'marketplace' ? '/offers' : '/marketplace',
          TIMINGS_MS.redirectAfterDonation,
        );
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) {
          accountRequired();
          return;
        }
        const fieldErrors = serverFieldErrors(error, DONATION_FORM_FIELDS, DONATION_FIELD_ALIASES);
        for (const { field, message } of fieldErrors) {
          form.setError(field, { type: 'server', message });
        }
        toast({
          title: t('toast.errorTitle'),
          description: t('toast.failed', { error: errorMessage(error, t('toast.unknownError')) }),
          variant: 'destructive',
        });
        if (fieldErrors.some(({ field }) => field === 'imageUrl')) scrollToPhoto();
      },
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!signedIn) {
      event.preventDefault();
      accountRequired();
      return;
    }
    void form.handleSubmit(post, onInvalid)(event);
  }

  return (
    <FormProvider {...form}>
      <form
        onSubmit={onSubmit}
        noValidate
        className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]"
      >
        <div className="grid min-w-0 gap-8">
          <Card>
            <CardHeader>
              <CardTitle level={2}>{t('form.detailsTitle')}</CardTitle>
              <CardDescription>{t('form.requiredNote')}</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-8">
              <ListingDetailsFields />
              <PhotoField />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle level={2}>{t('form.questionnaireTitle')}</CardTitle>
              <CardDescription>{t('form.questionnaireDescription')}</CardDescription>
            </CardHeader>
            <CardContent>
              <SafetyQuestionnaire />
            </CardContent>
          </Card>
        </div>
        <aside className="grid gap-4 lg:sticky lg:top-20" aria-label={t('form.asideLabel')}>
          <SafetyPreview />
          <p className="flex gap-2 rounded-xl border border-harvest/50 bg-accent p-4 text-sm text-accent-foreground">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              <strong>{t('form.noticeLead')}</strong> {t('form.noticeText')}
            </span>
          </p>
          <Button type="submit" size="lg" className="w-full" disabled={create.isPending}>
            {create.isPending
              ? t('form.creating')
              : signedIn
                ? t('form.post')
                : t('form.signUpToDonate')}
          </Button>
        </aside>
      </form>
    </FormProvider>
  );
}
