import type { Answers } from '@foodshare/contracts/food-state';
import { RULE_ANSWERS } from '@foodshare/contracts/moderation-history';
import type { FoodLabels } from '../../lib/food-labels';

export interface AnswerRow {
  readonly field: keyof Answers;
  readonly question: string;
  readonly answer: string;
  /** The rules that fired and look at this answer. */
  readonly rules: number[];
}

/** The words a row needs, in the person's language: the donate form's own questions and answers. */
export interface AnswerWords {
  readonly labels: FoodLabels;
  readonly question: (field: Exclude<keyof Answers, 'dateLabel'>) => string;
  /** The question of the date on the package. */
  readonly dateQuestion: string;
  readonly yes: string;
  readonly no: string;
  readonly none: string;
  readonly list: (items: string[]) => string;
  readonly date: (isoDate: string) => string;
}

/** The questionnaire as a moderator reads it, each answer marked with the rules that fired on it. */
export function answerRows(
  answers: Answers,
  firedRules: readonly number[],
  words: AnswerWords,
): AnswerRow[] {
  const { labels, question } = words;
  const yesNo = (value: boolean) => (value ? words.yes : words.no);
  const rows: [keyof Answers, string, string][] = [
    ['foodType', question('foodType'), labels.foodType(answers.foodType)],
    ['foodSource', question('foodSource'), labels.source(answers.foodSource)],
    [
      'preparationTime',
      question('preparationTime'),
      labels.preparationTime(answers.preparationTime),
    ],
    ['storageMethod', question('storageMethod'), labels.storageMethod(answers.storageMethod)],
    ['isSealed', question('isSealed'), yesNo(answers.isSealed)],
    ['handlingStatus', question('handlingStatus'), labels.handlingStatus(answers.handlingStatus)],
    [
      'spoilageIndicators',
      question('spoilageIndicators'),
      answers.spoilageIndicators.length > 0
        ? words.list(answers.spoilageIndicators.map(labels.spoilage))
        : words.none,
    ],
    [
      'allergens',
      question('allergens'),
      answers.allergens.length > 0
        ? words.list(answers.allergens.map(labels.allergen))
        : words.none,
    ],
    ['hygienicHandling', question('hygienicHandling'), yesNo(answers.hygienicHandling)],
    ['donationAgreement', question('donationAgreement'), yesNo(answers.donationAgreement)],
    [
      'dateLabel',
      words.dateQuestion,
      answers.dateLabel
        ? `${labels.dateLabel(answers.dateLabel.kind)} ${words.date(answers.dateLabel.date)}`
        : words.none,
    ],
  ];
  return rows.map(([field, question, answer]) => ({
    field,
    question,
    answer,
    rules: firedRules.filter((rule) => RULE_ANSWERS[rule]?.includes(field)),
  }));
}
