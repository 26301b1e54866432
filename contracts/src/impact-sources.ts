import { z } from 'zod';

/** Where a factor comes from, precisely enough for an auditor to find the figure. */
export const impactSourceSchema = z.object({
  author: z.string(),
  year: z.number().int(),
  title: z.string(),
  url: z.url(),
  doi: z.string().nullable(),
  /** Which value of the source was used, and where in it. */
  note: z.string(),
});
export type ImpactSource = z.infer<typeof impactSourceSchema>;

export const WRAP_MEAL_2018: ImpactSource = {
  author:
    'WRAP (Waste and Resources Action Programme), Courtauld 2025 Surplus Food Redistribution Working Group',
  year: 2018,
  title:
    'Surplus food redistribution in the UK; 2015 to 2017, and the guidance on reporting the amounts of food surplus redistributed',
  url: 'https://www.wrap.org.uk/cy/content/uk-food-redistribution-increase',
  doi: null,
  note: "WRAP recommends 420 g as the 'average' meal when redistributed food is reported as meal equivalents (2,381 meals per tonne); it does not mean that many balanced meals.",
};

export const FAO_FOOD_WASTAGE_2013: ImpactSource = {
  author: 'FAO (Food and Agriculture Organization of the United Nations)',
  year: 2013,
  title:
    'Food wastage footprint: Impacts on natural resources. Summary report (ISBN 978-92-5-107752-8)',
  url: 'https://www.fao.org/3/i3347e/i3347e.pdf',
  doi: null,
  note: 'The carbon footprint of food produced and not eaten is 3.3 Gt CO2e a year, land-use change excluded, for 1.3 Gt of edible food wasted: 3.3 / 1.3 = 2.54 kg CO2e per kg, used as 2.5.',
};

export const POORE_NEMECEK_2018: ImpactSource = {
  author: 'Poore, J. and Nemecek, T.',
  year: 2018,
  title:
    "Reducing food's environmental impacts through producers and consumers. Science 360 (6392), 987-992",
  url: 'https://doi.org/10.1126/science.aaq0216',
  doi: '10.1126/science.aaq0216',
  note: 'Global mean per kilogram of product, farm to retail including losses (reference year 2010), as tabulated by Our World in Data: https://ourworldindata.org/grapher/ghg-per-kg-poore (greenhouse gases) and https://ourworldindata.org/grapher/water-withdrawals-per-kg-poore (freshwater withdrawals).',
};

/**
 * The Poore & Nemecek products the v2 category mixes are made of, with their published global
 * means per kilogram of product: kg CO2e and litres of freshwater withdrawn, written here in
 * grams and millilitres so that they are whole numbers (1.57 kg = 1,570 g; 647.5 L = 647,500 mL).
 * Each product is as sold: Wheat & Rye is bread.
 */
export const POORE_NEMECEK_PRODUCTS = {
  'Wheat & Rye': { co2eGramsPerKg: 1_570, waterMillilitresPerKg: 647_500 },
  Rice: { co2eGramsPerKg: 4_450, waterMillilitresPerKg: 2_248_400 },
  'Other Pulses': { co2eGramsPerKg: 1_790, waterMillilitresPerKg: 435_700 },
  'Cane Sugar': { co2eGramsPerKg: 3_200, waterMillilitresPerKg: 620_100 },
  'Poultry Meat': { co2eGramsPerKg: 9_870, waterMillilitresPerKg: 660_000 },
  Milk: { co2eGramsPerKg: 3_150, waterMillilitresPerKg: 628_200 },
  Cheese: { co2eGramsPerKg: 23_880, waterMillilitresPerKg: 5_605_200 },
  Tomatoes: { co2eGramsPerKg: 2_090, waterMillilitresPerKg: 369_800 },
  'Onions & Leeks': { co2eGramsPerKg: 500, waterMillilitresPerKg: 14_300 },
  'Root Vegetables': { co2eGramsPerKg: 430, waterMillilitresPerKg: 28_400 },
  Brassicas: { co2eGramsPerKg: 510, waterMillilitresPerKg: 119_400 },
  'Other Vegetables': { co2eGramsPerKg: 530, waterMillilitresPerKg: 102_500 },
  'Citrus Fruit': { co2eGramsPerKg: 390, waterMillilitresPerKg: 82_700 },
  Bananas: { co2eGramsPerKg: 860, waterMillilitresPerKg: 114_500 },
  Apples: { co2eGramsPerKg: 430, waterMillilitresPerKg: 180_100 },
  'Berries & Grapes': { co2eGramsPerKg: 1_530, waterMillilitresPerKg: 419_600 },
  'Other Fruit': { co2eGramsPerKg: 1_050, waterMillilitresPerKg: 153_500 },
} as const;
export type PooreNemecekProduct = keyof typeof POORE_NEMECEK_PRODUCTS;
