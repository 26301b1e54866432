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
import { useTranslation } from 'react-i18next';
import { useFoodLabels } from '../../../lib/food-labels';
import { useCategoryMismatch } from './category-mismatch';
import {
  CheckboxGroupField,
  Required,
  SelectField,
  SwitchField,
  YesNoField,
} from './form-controls';

/** docs/product.md §2's four-section food safety questionnaire. */
export function SafetyQuestionnaire() {
  const mismatch = useCategoryMismatch();
  const { t } = useTranslation('donate');
  const labels = useFoodLabels();
  return (
    <div className="grid gap-8">
      <QuestionnaireSection
        step={1}
        title={t('questionnaire.identification.title')}
        description={t('questionnaire.identification.description')}
      >
        <div className="grid gap-6 sm:grid-cols-2">
          <SelectField
            name="foodType"
            id="donation-food-type"
            label={t('question.foodType')}
            options={FOOD_TYPES}
            labels={labels.foodType}
            problem={mismatch}
          />
          <SelectField
            name="foodSource"
            id="donation-food-source"
            label={t('question.foodSource')}
            options={FOOD_SOURCES}
            labels={labels.source}
          />
        </div>
      </QuestionnaireSection>

      <QuestionnaireSection
        step={2}
        title={t('questionnaire.condition.title')}
        description={t('questionnaire.condition.description')}
      >
        <div className="grid gap-6 sm:grid-cols-2">
          <SelectField
            name="preparationTime"
            id="donation-preparation-time"
            label={t('question.preparationTime')}
            options={PREPARATION_TIMES}
            labels={labels.preparationTime}
          />
          <SelectField
            name="storageMethod"
            id="donation-storage-method"
            label={t('question.storageMethod')}
            options={STORAGE_METHODS}
            labels={labels.storageMethod}
            hints={labels.storageMethodHint}
          />
        </div>
        <YesNoField
          name="isSealed"
          id="donation-is-sealed"
          label={t('questionnaire.isSealed')}
          description={t('questionnaire.isSealedDescription')}
        />
      </QuestionnaireSection>

      <QuestionnaireSection
        step={3}
        title={t('questionnaire.safety.title')}
        description={t('questionnaire.safety.description')}
      >
        <CheckboxGroupField
          name="allergens"
          id="donation-allergens"
          legend={<Required>{t('questionnaire.allergens')}</Required>}
          description={t('questionnaire.allergensDescription')}
          options={ALLERGENS}
          labels={labels.allergen}
          exclusive="none"
        />
        <SelectField
          name="handlingStatus"
          id="donation-handling-status"
          label={t('question.handlingStatus')}
          options={HANDLING_STATUSES}
          labels={labels.handlingStatus}
          hints={labels.handlingStatusHint}
        />
        <CheckboxGroupField
          name="spoilageIndicators"
          id="donation-spoilage"
          legend={<Required>{t('question.spoilageIndicators')}</Required>}
          description={t('questionnaire.spoilageDescription')}
          options={SPOILAGE_INDICATORS}
          labels={labels.spoilage}
          exclusive="no_spoilage"
        />
      </QuestionnaireSection>

      <QuestionnaireSection
        step={4}
        title={t('questionnaire.confirmation.title')}
        description={t('questionnaire.confirmation.description')}
      >
        <SwitchField
          name="hygienicHandling"
          id="donation-hygienic-handling"
          label={<Required>{t('questionnaire.hygienic')}</Required>}
          description={t('questionnaire.hygienicDescription')}
        />
        <SwitchField
          name="donationAgreement"
          id="donation-agreement"
          label={<Required>{t('questionnaire.agreement')}</Required>}
          description={t('questionnaire.agreementDescription')}
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
  const { t } = useTranslation('donate');
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
            <span className="sr-only">{t('questionnaire.section', { step })}</span>
            {title}
          </h3>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
      </div>
      <div className="grid gap-6 sm:ps-11">{children}</div>
    </section>
  );
}
