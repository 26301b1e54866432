import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import {
  APPLICATION_HUB_TYPE_LABELS,
  type FieldStep,
  type HubApplicationField,
  type HubApplicationValues,
  type HubFieldErrors,
  ORGANIZATION_TYPE_LABELS,
  WIZARD_STEPS,
} from './hub-application-values';
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
  const text = (field: HubApplicationField, shown: string | undefined, optional = false) => (
    <Answer problem={problems[field]} optional={optional}>
      {shown?.trim() ? shown : undefined}
    </Answer>
  );
  const documentAnswer = (field: 'businessLicense' | 'insurance', file: HubFile | null) => (
    <Answer
      problem={problems[field]}
      optional={demo}
      emptyText={demo ? 'Skipped in demo mode' : undefined}
    >
      {file?.name}
    </Answer>
  );

  return (
    <div className="grid grid-cols-1 gap-6">
      <ReviewSection step={0} onEdit={onEdit}>
        <Item label="Organization name">{text('organizationName', values.organizationName)}</Item>
        <Item label="Organization type">
          {text(
            'organizationType',
            values.organizationType ? ORGANIZATION_TYPE_LABELS[values.organizationType] : '',
          )}
        </Item>
        <Item label="Contact person">{text('contactName', values.contactName)}</Item>
        <Item label="Email address">{text('email', values.email)}</Item>
        <Item label="Phone number">{text('phone', values.phone)}</Item>
        <Item label="Experience" wide>
          {text('experience', values.experience, true)}
        </Item>
      </ReviewSection>
      <ReviewSection step={1} onEdit={onEdit}>
        <Item label="Facility address" wide>
          {text('address', values.address)}
        </Item>
        <Item label="Hub type">
          {text('hubType', values.hubType ? APPLICATION_HUB_TYPE_LABELS[values.hubType] : '')}
        </Item>
        <Item label="Storage capacity">{text('capacity', values.capacity)}</Item>
        <Item label="Operating hours" wide>
          {text('operatingHours', values.operatingHours)}
        </Item>
        <Item label="Hub description" wide>
          {text('description', values.description)}
        </Item>
      </ReviewSection>
      <ReviewSection step={2} onEdit={onEdit}>
        <Item label="Business license">
          {documentAnswer('businessLicense', values.businessLicense)}
        </Item>
        <Item label="Insurance certificate">{documentAnswer('insurance', values.insurance)}</Item>
        <Item label="Facility photos" wide>
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
  const title = WIZARD_STEPS[step].title;
  return (
    <section aria-label={title} className="rounded-xl border p-4 sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-bold">{title}</h3>
        <Button variant="ghost" size="sm" onClick={() => onEdit(step)}>
          <Pencil aria-hidden="true" />
          Edit<span className="sr-only"> {title}</span>
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
  children,
}: {
  problem: string | undefined;
  optional: boolean;
  emptyText?: string | undefined;
  children: string | undefined;
}) {
  if (children === undefined) {
    return optional ? (
      <span className="text-muted-foreground">{emptyText ?? 'Not provided'}</span>
    ) : (
      <span className="font-semibold text-destructive">Missing</span>
    );
  }
  return (
    <>
      {children}
      {problem ? (
        <span className="mt-0.5 block text-xs font-medium text-destructive">{problem}</span>
      ) : null}
    </>
  );
}
