import {
  ALLERGENS,
  FOOD_SOURCES,
  FOOD_TYPES,
  HANDLING_STATUSES,
  PREPARATION_TIMES,
  SPOILAGE_INDICATORS,
  STORAGE_METHODS,
} from '@foodshare/contracts/enums';
import type { ReactNode } from 'react';
import {
  ALLERGEN_LABELS,
  FOOD_SOURCE_LABELS,
  FOOD_TYPE_LABELS,
  HANDLING_STATUS_HINTS,
  HANDLING_STATUS_LABELS,
  PREPARATION_TIME_LABELS,
  SPOILAGE_INDICATOR_LABELS,
  STORAGE_METHOD_HINTS,
  STORAGE_METHOD_LABELS,
} from '../../lib/food-labels';
import { useCategoryMismatch } from './category-mismatch';
import {
  CheckboxGroupField,
  Required,
  SelectField,
  SwitchField,
  YesNoField,
} from './form-controls';

/** SPEC §2's four-section food safety questionnaire. */
export function SafetyQuestionnaire() {
  const mismatch = useCategoryMismatch();
  return (
    <div className="grid gap-8">
      <QuestionnaireSection
        step={1}
        title="Food Identification"
        description="What the food is and where it came from."
      >
        <div className="grid gap-6 sm:grid-cols-2">
          <SelectField
            name="foodType"
            id="donation-food-type"
            label="Food type"
            options={FOOD_TYPES}
            labels={FOOD_TYPE_LABELS}
            problem={mismatch}
          />
          <SelectField
            name="foodSource"
            id="donation-food-source"
            label="Food source"
            options={FOOD_SOURCES}
            labels={FOOD_SOURCE_LABELS}
          />
        </div>
      </QuestionnaireSection>

      <QuestionnaireSection
        step={2}
        title="Food Condition"
        description="How fresh it is and how it has been kept."
      >
        <div className="grid gap-6 sm:grid-cols-2">
          <SelectField
            name="preparationTime"
            id="donation-preparation-time"
            label="Prepared or bought"
            options={PREPARATION_TIMES}
            labels={PREPARATION_TIME_LABELS}
          />
          <SelectField
            name="storageMethod"
            id="donation-storage-method"
            label="Storage method"
            options={STORAGE_METHODS}
            labels={STORAGE_METHOD_LABELS}
            hints={STORAGE_METHOD_HINTS}
          />
        </div>
        <YesNoField
          name="isSealed"
          id="donation-is-sealed"
          label="Kept in sealed or covered packaging?"
          description="Wrapped, lidded or in its original sealed pack since it was prepared or bought."
        />
      </QuestionnaireSection>

      <QuestionnaireSection
        step={3}
        title="Food Safety"
        description="What takers must know before they eat it."
      >
        <CheckboxGroupField
          name="allergens"
          id="donation-allergens"
          legend={<Required>Allergens it contains</Required>}
          description="Tick None if it contains none of these. Takers always see them, whatever the safety check says."
          options={ALLERGENS}
          labels={ALLERGEN_LABELS}
          exclusive="none"
        />
        <SelectField
          name="handlingStatus"
          id="donation-handling-status"
          label="Handling status"
          options={HANDLING_STATUSES}
          labels={HANDLING_STATUS_LABELS}
          hints={HANDLING_STATUS_HINTS}
        />
        <CheckboxGroupField
          name="spoilageIndicators"
          id="donation-spoilage"
          legend={<Required>Signs of spoilage</Required>}
          description="Look, smell and check the packaging before you post, then tick what you found."
          options={SPOILAGE_INDICATORS}
          labels={SPOILAGE_INDICATOR_LABELS}
          exclusive="no_spoilage"
        />
      </QuestionnaireSection>

      <QuestionnaireSection
        step={4}
        title="Donor Confirmation"
        description="Both confirmations are required."
      >
        <SwitchField
          name="hygienicHandling"
          id="donation-hygienic-handling"
          label={<Required>I handled this food hygienically</Required>}
          description="With clean hands and clean utensils, and kept away from raw meat and pests."
        />
        <SwitchField
          name="donationAgreement"
          id="donation-agreement"
          label={<Required>I agree to the donation terms</Required>}
          description="Once donated, the food cannot be returned, and it may be reviewed or rejected for safety."
        />
      </QuestionnaireSection>
    </div>
  );
}

function QuestionnaireSection({
  step,
  title,
  description,
  children,
}: {
  step: number;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const headingId = `questionnaire-step-${step}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-5">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
        >
          {step}
        </span>
        <div className="grid gap-0.5">
          <h3 id={headingId} className="font-bold">
            <span className="sr-only">Section {step}: </span>
            {title}
          </h3>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
      </div>
      <div className="grid gap-6 sm:pl-11">{children}</div>
    </section>
  );
}
