import { describe, expect, it } from 'vitest';
import type { FoodLabels } from '../../lib/food-labels';
import { type AnswerWords, answerRows } from './answer-rows';

/** Words that name what they stand for, so a row shows which one it used. */
const labels = new Proxy({} as FoodLabels, {
  get: (_target, kind) => (value: string) => `${String(kind)}:${value}`,
});
const words: AnswerWords = {
  labels,
  question: (field) => `question:${field}`,
  dateQuestion: 'question:dateLabel',
  yes: 'Yes',
  no: 'No',
  none: 'None',
  list: (items) => items.join(' + '),
  date: (isoDate) => `date:${isoDate}`,
};

const answers = {
  foodType: 'cooked_meal',
  foodSource: 'homemade',
  preparationTime: 'today',
  storageMethod: 'refrigerated',
  isSealed: false,
  allergens: [],
  handlingStatus: 'untouched',
  spoilageIndicators: ['no_spoilage'],
  hygienicHandling: true,
  donationAgreement: true,
} as const;

describe('the answers table of a donation under review', () => {
  it('marks the answers each fired rule looks at, and no others', () => {
    const rows = answerRows(
      { ...answers, allergens: [], spoilageIndicators: ['no_spoilage'] },
      [13],
      words,
    );
    expect(rows.filter((row) => row.rules.length > 0).map((row) => row.field)).toEqual([
      'foodType',
      'foodSource',
    ]);
    expect(rows.find((row) => row.field === 'foodSource')?.rules).toEqual([13]);
  });

  it('reads every answer in words', () => {
    const rows = answerRows(
      { ...answers, allergens: [], spoilageIndicators: ['no_spoilage', 'mold'] },
      [],
      words,
    );
    expect(rows).toHaveLength(11);
    expect(rows.find((row) => row.field === 'foodSource')).toMatchObject({
      question: 'question:foodSource',
      answer: 'source:homemade',
    });
    expect(rows.find((row) => row.field === 'isSealed')?.answer).toBe('No');
    expect(rows.find((row) => row.field === 'allergens')?.answer).toBe('None');
    expect(rows.find((row) => row.field === 'spoilageIndicators')?.answer).toBe(
      'spoilage:no_spoilage + spoilage:mold',
    );
    expect(rows.find((row) => row.field === 'dateLabel')?.answer).toBe('None');
    const dated = answerRows(
      {
        ...answers,
        allergens: [],
        spoilageIndicators: [],
        dateLabel: { kind: 'use_by', date: '2026-05-01' },
      },
      [],
      words,
    );
    expect(dated.find((row) => row.field === 'dateLabel')).toMatchObject({
      question: 'question:dateLabel',
      answer: 'dateLabel:use_by date:2026-05-01',
    });
  });
});
