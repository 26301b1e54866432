import { SAFETY_VERDICT_LABELS } from '@foodshare/contracts/safety-check' with { type: 'macro' };

/**
 * The automated food-safety check's reasons (contracts' safety-rules-table, docs/product.md §11), one
 * per rule; rule 21 has one per kind of date label. The English is the contracts' words exactly,
 * with their values as {{placeholders}} (safety-reason.test.ts checks both).
 */
export default {
  verdict: SAFETY_VERDICT_LABELS,
  /** The values rule 1 and rule 2 list, in the words their messages use. */
  confirmation: {
    hygienicHandling: 'hygienic handling',
    donationAgreement: 'the donation agreement',
  },
  sign: {
    mold: 'mold',
    discoloration: 'discoloration',
    bad_smell: 'a bad smell',
    leaking_packaging: 'leaking packaging',
  },
  rule: {
    '1': 'Not confirmed: {{missing}}. Every donation needs both: confirm the food was handled with clean hands and utensils, and agree that donated food cannot be returned.',
    '2': 'Signs of spoilage were reported: {{signs}}. Spoiled food must not be passed on at any stage (UAE Federal Law 10/2015, Art. 14). Please discard it and donate only food with no sign of spoilage.',
    '3': 'Partially eaten food cannot be shared: food that was served belongs to that customer (Dubai Municipality). Donate only food that nobody has eaten from.',
    '4': 'Food that was served or displayed openly cannot be shared: only never-displayed or untouched items are recovered, and food from shared plates is refused (Dubai Municipality). Donate only sealed items or food that was never put out.',
    '5': 'Sealed food that was publicly served is checked by a moderator first: only never-displayed or untouched items are recovered (Dubai Municipality). Say in the description where and for how long it was displayed.',
    '6': 'A reheated cooked meal cannot be shared: cooked food must not be reheated more than once (ADAFSA), and the taker would reheat it again. Donate cooked food before reheating it.',
    '7': 'Cooked food left at room temperature for more than 2 hours (or for an unknown time) is not safe to share (Dubai Municipality). Refrigerate cooked food within 2 hours, or donate it within 2 hours of cooking.',
    '8': 'Cooked food at room temperature must be eaten within 2 hours of cooking (Dubai Municipality), so it needs a short pickup window and a moderator checks it first. Set "pickup until" within 2 hours of cooking, or refrigerate it to keep it longer.',
    '9': 'A cooked meal whose storage is unknown cannot be shared: cooked food must be kept at or below 5 °C, or hot at 60 °C or above, and never at room temperature for more than 2 hours (Dubai Municipality). Donate cooked food only when you know how it was kept.',
    '10': 'A cooked meal refrigerated for more than 3 days, or since an unknown time, cannot be shared: cooked food keeps only 2–5 days in the fridge (ADAFSA). Donate refrigerated cooked food within 3 days of cooking, or freeze it sooner.',
    '11': 'A cooked meal refrigerated for 1–3 days is near the 2–5 days cooked food keeps in the fridge (ADAFSA), so a moderator checks it first. Donate cooked food on the day it was cooked to pass straight away.',
    '12': 'A cooked meal from a restaurant or store, prepared today, kept chilled (5 °C or below) or frozen (−18 °C or below) and untouched, as Dubai Municipality requires.',
    '13': 'A homemade cooked meal is checked by a moderator first, because no licensed kitchen stands behind it. Keep it refrigerated at 5 °C or below (Dubai Municipality) until it is picked up.',
    '14': 'A cooked meal frozen more than 3 days ago is checked by a moderator first: frozen food must have stayed at −18 °C or below (Dubai Municipality). Give the date it was cooked and frozen in the description.',
    '15': 'Fresh produce, untouched.',
    '16': 'A store-bought packaged item, sealed and untouched.',
    '17': 'A packaged item that is open, or whose purchase date is unknown, is checked by a moderator first: its use-by date is the last day it is safe to eat (Dubai Municipality). Donate packaged food sealed in its original packaging, and enter the date printed on it.',
    '18': 'Baked goods from today, untouched.',
    '19': 'Baked goods older than a day are checked by a moderator for freshness first. Donate baked goods on the day they were baked to pass straight away, and enter any date printed on the package.',
    '20': 'Food of type "other" is checked by a moderator first, since no automatic rule covers it. Choose the closest food type if one fits, and describe the food in the description.',
    '21-reject':
      'The use-by date ({{date}}) has passed: use-by is the last day the food is safe to eat (Dubai Municipality). Do not donate food after its use-by date.',
    '21-review':
      'The best-before date ({{date}}) has passed: best-before is about quality, so the food may still be safe (Dubai Municipality), but a moderator checks it first. Donate before the best-before date to pass straight away.',
    '22': 'No automatic rule covers this combination of answers, so a moderator checks it before the public sees it. Check that your answers describe the food correctly.',
  },
} as const;
