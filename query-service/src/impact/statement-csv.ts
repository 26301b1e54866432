import type { ImpactStatement } from '@foodshare/contracts/impact-statement';
import { stringify } from 'csv-stringify/sync';

/**
 * The statement as CSV (RFC 4180, UTF-8 with a BOM): one row per figure, every row naming the
 * statement id, scope, methodology and as-of instant, so a row copied elsewhere still says where
 * it comes from. Kilograms to the gram, tonnes to the gram, never rounded.
 */
export function statementCsv(statement: ImpactStatement): string {
  const context = [
    statement.id,
    statement.scope.level,
    statement.scope.value ?? '',
    statement.scope.from ?? '',
    statement.scope.to ?? '',
    statement.methodology.id,
    statement.asOf,
  ];
  const rows: (string | number)[][] = [];
  const weight = (
    section: string,
    key: string,
    w: { grams: number; kg: string; lowGrams: number; highGrams: number },
  ) => rows.push([section, key, w.grams, w.kg, w.lowGrams, w.highGrams]);
  const { redistributed, notRedistributed } = statement;
  weight('redistributed_to_people', 'total', redistributed);
  for (const basis of ['measured', 'declared', 'estimated'] as const)
    rows.push(['redistributed_to_people', basis, redistributed.byBasis[basis], '', '', '']);
  rows.push(['redistributed_to_people', 'meals_at_420_g', redistributed.meals, '', '', '']);
  weight('not_redistributed', 'total', notRedistributed);
  for (const row of notRedistributed.byDestination)
    weight('destination', row.destination, row.weight);
  for (const row of statement.causes) rows.push(['cause', row.cause, row.grams, row.kg, '', '']);
  rows.push(['avoided_impact_claim', 'co2e_mg', statement.claims.co2eMilligrams, '', '', '']);
  if (statement.claims.waterMicrolitres !== null)
    rows.push([
      'avoided_impact_claim',
      'water_microlitres',
      statement.claims.waterMicrolitres,
      '',
      '',
      '',
    ]);
  rows.push([
    'esrs_e5_5',
    'diverted_from_disposal_tonnes',
    '',
    statement.esrsE5.divertedTonnes,
    '',
    '',
  ]);
  rows.push([
    'esrs_e5_5',
    'directed_to_disposal_tonnes',
    '',
    statement.esrsE5.disposalTonnes,
    '',
    '',
  ]);
  rows.push(['assurance', statement.assurance.status, '', '', '', '']);
  return stringify(
    [
      [
        'statement_id',
        'scope',
        'scope_value',
        'from',
        'to',
        'methodology',
        'as_of',
        'section',
        'figure',
        'grams',
        'value',
        'low_grams',
        'high_grams',
      ],
      ...rows.map((row) => [...context, ...row]),
    ],
    { bom: true, record_delimiter: 'windows' },
  );
}
