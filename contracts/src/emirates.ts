import { z } from 'zod';
import { EMIRATES } from './constants';

export { EMIRATES };
export const EMIRATE_MESSAGE = 'Please select the emirate where the food is picked up';
export const emirateSchema = z.enum(EMIRATES, { error: EMIRATE_MESSAGE });
export type Emirate = z.infer<typeof emirateSchema>;

/** Items recorded before the form asked, whose pickup text names no emirate, are 'unknown'. */
export const emirateOrUnknownSchema = z.enum([...EMIRATES, 'unknown']);
export type EmirateOrUnknown = z.infer<typeof emirateOrUnknownSchema>;

export const EMIRATE_LABELS: Record<EmirateOrUnknown, string> = {
  abu_dhabi: 'Abu Dhabi',
  dubai: 'Dubai',
  sharjah: 'Sharjah',
  ajman: 'Ajman',
  umm_al_quwain: 'Umm Al Quwain',
  ras_al_khaimah: 'Ras Al Khaimah',
  fujairah: 'Fujairah',
  unknown: 'Unknown',
};

/**
 * Names that place a pickup in one emirate, written as `normalise` leaves them: the emirate
 * itself in its English spellings, airport and licence-plate codes, and districts that exist in
 * one emirate only. Districts that two emirates share (Al Nahda, Al Rashidiya, Al Hamra, Dibba
 * alone) are left out, so they never decide. Arabic names are normalised the same way
 * (أ/إ/آ → ا, ة → ه, ى → ي), so أبوظبي and ابوظبي are one entry.
 */
const EMIRATE_NAMES: Record<Emirate, readonly string[]> = {
  abu_dhabi: [
    'abu dhabi',
    'abudhabi',
    'auh',
    'al ain',
    'alain',
    'mussafah',
    'musaffah',
    'mussaffah',
    'yas island',
    'saadiyat',
    'reem island',
    'khalifa city',
    'al dhafra',
    'ruwais',
    'madinat zayed',
    'ابوظبي',
    'ابو ظبي',
    'العين',
    'مصفح',
  ],
  dubai: [
    'dubai',
    'dubayy',
    'dxb',
    'deira',
    'jumeirah',
    'jumeira',
    'jbr',
    'jlt',
    'al barsha',
    'al quoz',
    'karama',
    'mirdif',
    'jebel ali',
    'business bay',
    'silicon oasis',
    'al qusais',
    'satwa',
    'oud metha',
    'discovery gardens',
    'international city',
    'دبي',
    'ديره',
    'جميرا',
    'جميره',
    'البرشاء',
    'القوز',
    'الكرامه',
  ],
  sharjah: [
    'sharjah',
    'sharja',
    'shj',
    'al majaz',
    'al khan',
    'al taawun',
    'muwaileh',
    'khor fakkan',
    'khorfakkan',
    'kalba',
    'dibba al hisn',
    'الشارقه',
    'خورفكان',
    'خور فكان',
    'كلباء',
  ],
  ajman: ['ajman', 'al nuaimiya', 'al nuaimia', 'al jurf', 'عجمان'],
  umm_al_quwain: [
    'umm al quwain',
    'umm al qaiwain',
    'umm al qiwain',
    'umm al quwein',
    'ummalquwain',
    'uaq',
    'ام القيوين',
  ],
  ras_al_khaimah: [
    'ras al khaimah',
    'ras al khaima',
    'ras alkhaimah',
    'rasalkhaimah',
    'rak',
    'راس الخيمه',
  ],
  fujairah: ['fujairah', 'fujeirah', 'fujaira', 'الفجيره'],
};

const ROAD_WORDS = '(?:road|rd|street|st|highway|hwy)';
const ARABIC_ROAD_WORDS = '(?:طريق|شارع)';
// Arabic attaches "and" (و) and "in" (ب) to the next word: بدبي is "in Dubai". Patterns take
// the space before a name rather than look behind for it, which older Safari cannot parse.
const ARABIC_PREFIX = '(?:[وب])?';
const ARABIC = /[\u0600-\u06FF]/;

interface NamePattern {
  emirate: Emirate;
  pattern: RegExp;
}

const NAME_PATTERNS: readonly NamePattern[] = EMIRATES.flatMap((emirate) =>
  EMIRATE_NAMES[emirate].map((name) => ({
    emirate,
    pattern: new RegExp(`(?:^| )${ARABIC.test(name) ? ARABIC_PREFIX : ''}${name}(?= |$)`, 'g'),
  })),
);

const ALL_NAMES = EMIRATES.flatMap((emirate) => EMIRATE_NAMES[emirate]).join('|');
/** "Abu Dhabi Road" or "شارع الشارقة" names a road, which can run through any emirate. */
const ROAD_NAMES = new RegExp(
  `(?:^| )(?:(?:${ALL_NAMES})(?= ${ROAD_WORDS}(?: |$))|${ARABIC_ROAD_WORDS} ${ARABIC_PREFIX}(?:${ALL_NAMES})(?= |$))`,
  'g',
);

/**
 * Free text reduced to lower-case words separated by single spaces. "AD" is read as Abu Dhabi
 * only in capitals ("ad" is too common a fragment); Arabic diacritics and tatweel go, and the
 * letter forms that people write interchangeably become one.
 */
function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\bAD\b/g, ' abu dhabi ')
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The emirate a pickup text names, for items recorded before the form asked for one. When it
 * names several, the last one counts: addresses here run from the building to the emirate
 * ("Abu Dhabi Commercial Bank, Deira" is in Dubai). Roads named after an emirate don't count.
 */
export function inferEmirate(pickupText: string | null | undefined): EmirateOrUnknown {
  if (!pickupText) return 'unknown';
  // Every older donation is read again by each projection in every rebuild, and a donor's pickup
  // text repeats: each text is worked out once (a hundred patterns), while the memory allows.
  const known = inferred.get(pickupText);
  if (known) return known;
  const found = inferFrom(pickupText);
  if (inferred.size >= INFERRED_KEPT) inferred.clear();
  inferred.set(pickupText, found);
  return found;
}

const INFERRED_KEPT = 10_000;
const inferred = new Map<string, EmirateOrUnknown>();

function inferFrom(pickupText: string): EmirateOrUnknown {
  const text = normalise(pickupText).replace(ROAD_NAMES, ' ');
  let found: EmirateOrUnknown = 'unknown';
  let lastAt = -1;
  for (const { emirate, pattern } of NAME_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      if (match.index > lastAt) {
        lastAt = match.index;
        found = emirate;
      }
    }
  }
  return found;
}
