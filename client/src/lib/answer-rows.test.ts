import { describe, expect, it } from 'vitest';
import { answerRows } from './answer-rows';

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
    );
    expect(rows.filter((row) => row.rules.length > 0).map((row) => row.field)).toEqual([
      'foodType',
      'foodSource',
    ]);
    expect(rows.find((row) => row.field === 'foodSource')?.rules).toEqual([13]);
  });

  it('reads every answer in words', () => {
    const rows = answerRows({ ...answers, allergens: [], spoilageIndicators: ['no_spoilage'] }, []);
    expect(rows).toHaveLength(11);
    expect(rows.find((row) => row.field === 'isSealed')?.answer).toBe('No');
    expect(rows.find((row) => row.field === 'dateLabel')?.answer).toBe('None');
  });
});
