import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import {
  type FieldStep,
  type HubApplicationField,
  type HubApplicationValues,
  type HubFieldErrors,
  WIZARD_STEPS,
} from './hub-application-values';
import { useHubErrorText } from './hub-error-text';
import type { HubFile } from './hub-file';
import { HubNextSteps } from './hub-next-steps';

interface ReviewStepProps {
  demo: boolean;
  /** What is still missing or wrong, by field. */
  problems: HubFieldErrors;
  onEdit: (step: FieldStep) => void;
}

/** Step 4: everything entered, each part with a way back to change it, and what comes next. */
export function ReviewStep({ demo, problems, onEdit }: ReviewStepProps) {
  const values = useWatch<HubApplicationValues>() as HubApplicationValues;
  const { t } = useTranslation('hubs');
  const text = (
    field: HubApplicationField,
    shown: string | undefined,
    optional = false,
    dir: 'auto' | 'ltr' = 'auto',
  ) => (
    <Answer problem={problems[field]} optional={optional} dir={dir}>
      {shown?.trim() ? shown : undefined}
    </Answer>
  );
  const documentAnswer = (field: 'businessLicense' | 'insurance', file: HubFile | null) => (
    <Answer
      problem={problems[field]}
      optional={demo}
      emptyText={demo ? t('review.skipped') : undefined}
    >
      {file?.name}
    </Answer>
  );

  return (
    <div className="grid grid-cols-1 gap-6">
      <ReviewSection step={0} onEdit={onEdit}>
        <Item label={t('field.organizationName')}>
          {text('organizationName', values.organizationName)}
        </Item>
        <Item label={t('field.organizationType')}>
          {text(
            'organizationType',
            values.organizationType ? t(`organizationType.${values.organizationType}`) : '',
          )}
        </Item>
        <Item label={t('field.contactName')}>{text('contactName', values.contactName)}</Item>
        <Item label={t('field.email')}>{text('email', values.email, false, 'ltr')}</Item>
        <Item label={t('field.phone')}>{text('phone', values.phone, false, 'ltr')}</Item>
        <Item label={t('field.experienceShort')} wide>
          {text('experience', values.experience, true)}
        </Item>
      </ReviewSection>
      <ReviewSection step={1} onEdit={onEdit}>
        <Item label={t('field.address')} wide>
          {text('address', values.address)}
        </Item>
        <Item label={t('field.hubType')}>
          {text('hubType', values.hubType ? t(`applicationHubType.${values.hubType}`) : '')}
        </Item>
        <Item label={t('field.capacity')}>{text('capacity', values.capacity)}</Item>
        <Item label={t('field.operatingHours')} wide>
          {text('operatingHours', values.operatingHours)}
        </Item>
        <Item label={t('field.description')} wide>
          {text('description', values.description)}
        </Item>
      </ReviewSection>
      <ReviewSection step={2} onEdit={onEdit}>
        <Item label={t('field.businessLicense')}>
          {documentAnswer('businessLicense', values.businessLicense)}
        </Item>
        <Item label={t('field.insurance')}>{documentAnswer('insurance', values.insurance)}</Item>
        <Item label={t('field.facilityPhotos')} wide>
          <Answer problem={problems.facilityPhotos} optional>
            {values.facilityPhotos.length > 0
              ? values.facilityPhotos.map((photo) => photo.name).join(', ')
              : undefined}
          </Answer>
        </Item>
      </ReviewSection>

      <HubNextSteps />
    </div>
  );
}

function ReviewSection({
  step,
  onEdit,
  children,
}: {
  step: FieldStep;
  onEdit: (step: FieldStep) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('hubs');
  const title = t(`wizard.steps.${WIZARD_STEPS[step]}.title`);
  return (
    <section aria-label={title} className="rounded-xl border p-4 sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-bold">{title}</h3>
        <Button variant="ghost" size="sm" onClick={() => onEdit(step)}>
          <Pencil aria-hidden="true" />
          {t('review.edit')}
          <span className="sr-only"> {title}</span>
        </Button>
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">{children}</dl>
    </section>
  );
}

function Item({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {label}
      </dt>
      <dd className="mt-0.5 text-sm wrap-anywhere whitespace-pre-line">{children}</dd>
    </div>
  );
}

/** An answer; where there is none, "Missing" for a required field or "Not provided". */
function Answer({
  problem,
  optional,
  emptyText,
  dir = 'auto',
  children,
}: {
  problem: string | undefined;
  optional: boolean;
  emptyText?: string | undefined;
  dir?: 'auto' | 'ltr';
  children: string | undefined;
}) {
  const { t } = useTranslation('hubs');
  const errorText = useHubErrorText();
  if (children === undefined) {
    return optional ? (
      <span className="text-muted-foreground">{emptyText ?? t('review.notProvided')}</span>
    ) : (
      <span className="font-semibold text-destructive">{t('review.missing')}</span>
    );
  }
  return (
    <>
      <bdi dir={dir}>{children}</bdi>
      {problem ? (
        <span className="mt-0.5 block text-xs font-medium text-destructive">
          {errorText(problem)}
        </span>
      ) : null}
    </>
  );
}
