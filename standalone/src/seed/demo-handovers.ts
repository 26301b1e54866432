/**
 * Food changing hands in the demo, by donation title: a request waiting for the donor, a purchase
 * of 3 wraps reserved with its pickup code, and three handovers already confirmed (one a
 * marketplace sale).
 * Sign in as a taker to see the pickup code in My Requests, or as a donor to answer a request.
 */
export interface DemoHandover {
  readonly title: string;
  readonly taker: string;
  readonly stage: 'requested' | 'reserved' | 'collected';
  readonly message: string;
  /** Units of an offer bought; a free donation is taken whole. */
  readonly quantity?: number;
  /** What the donor weighed at the handover, in kg. */
  readonly weightKg?: number;
}

export const DEMO_HANDOVERS: readonly DemoHandover[] = [
  {
    title: 'Crate of ripe tomatoes',
    taker: 'sharing.table',
    stage: 'requested',
    message: 'We cook for 40 families on Fridays. Could we collect these tomorrow morning?',
  },
  {
    title: 'Chicken shawarma wraps',
    taker: 'omar.haddad',
    stage: 'reserved',
    message: 'I would like to buy these for my team tonight.',
    quantity: 3,
  },
  {
    title: 'Cucumbers and bell peppers',
    taker: 'sharing.table',
    stage: 'collected',
    message: 'Perfect for our salad bar. Thank you!',
    weightKg: 3.2,
  },
  {
    title: 'Laban and yoghurt multipacks',
    taker: 'mariam.k',
    stage: 'collected',
    message: 'For the neighbourhood iftar.',
  },
  {
    title: 'Bananas and mangoes',
    taker: 'yousef.driver',
    stage: 'collected',
    message: 'I can pick them up on my way home.',
  },
];
