import type { Answers } from '@foodshare/contracts/food-state';
import { RULE_ANSWERS } from '@foodshare/contracts/moderation-history';
import {
  ALLERGEN_LABELS,
  DATE_LABEL_KIND_LABELS,
  FOOD_SOURCE_LABELS,
  FOOD_TYPE_LABELS,
  HANDLING_STATUS_LABELS,
  PREPARATION_TIME_LABELS,
  SPOILAGE_INDICATOR_LABELS,
  STORAGE_METHOD_LABELS,
} from './food-labels';

export interface AnswerRow {
  readonly field: keyof Answers;
  readonly question: string;
  readonly answer: string;
  /** The rules that fired and look at this answer. */
  readonly rules: number[];
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The questionnaire as a moderator reads it, each answer marked with the rules that fired on it. */
export function answerRows(answers: Answers, firedRules: readonly number[]): AnswerRow[] {
  const rows: [keyof Answers, string, string][] = [
    ['foodType', 'Food type', FOOD_TYPE_LABELS[answers.foodType]],
    ['foodSource', 'Where it comes from', FOOD_SOURCE_LABELS[answers.foodSource]],
    ['preparationTime', 'Prepared', PREPARATION_TIME_LABELS[answers.preparationTime]],
    ['storageMethod', 'Stored', STORAGE_METHOD_LABELS[answers.storageMethod]],
    ['isSealed', 'Sealed', yesNo(answers.isSealed)],
    ['handlingStatus', 'Handling', HANDLING_STATUS_LABELS[answers.handlingStatus]],
    [
      'spoilageIndicators',
      'Spoilage signs',
      answers.spoilageIndicators.map((sign) => SPOILAGE_INDICATOR_LABELS[sign]).join(', ') ||
        'None given',
    ],
    [
      'allergens',
      'Allergens',
      answers.allergens.map((allergen) => ALLERGEN_LABELS[allergen]).join(', ') || 'None',
    ],
    ['hygienicHandling', 'Handled hygienically', yesNo(answers.hygienicHandling)],
    ['donationAgreement', 'Agreed to the donation terms', yesNo(answers.donationAgreement)],
    [
      'dateLabel',
      'Date on the label',
      answers.dateLabel
        ? `${DATE_LABEL_KIND_LABELS[answers.dateLabel.kind]} ${answers.dateLabel.date}`
        : 'None',
    ],
  ];
  return rows.map(([field, question, answer]) => ({
    field,
    question,
    answer,
    rules: firedRules.filter((rule) => RULE_ANSWERS[rule]?.includes(field)),
  }));
}
