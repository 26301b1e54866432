/** /donate: the donation form, its questionnaire and the safety preview. SPEC strings are exact. */
export default {
  page: {
    title: 'Donate Food',
    description:
      'Share surplus food safely: describe it, add a photo, answer the safety questionnaire, and post it.',
    checking: 'Checking whether you are signed in',
    signInTitle: 'Sign in to donate food',
    signInBody:
      'A quick account needs only a username: no password, no email. You can fill in the form now; it is kept on this device until you post.',
    signIn: 'Sign in or sign up',
  },
  question: {
    foodType: 'Food type',
    foodSource: 'Food source',
    preparationTime: 'Prepared or bought',
    storageMethod: 'Storage method',
    isSealed: 'Sealed or covered packaging',
    allergens: 'Allergens',
    handlingStatus: 'Handling status',
    spoilageIndicators: 'Signs of spoilage',
    hygienicHandling: 'Hygienic handling',
    donationAgreement: 'Donation terms',
  },
  preview: {
    title: 'Safety check preview',
    footnote: 'A preview from your answers. The check that counts runs when you post.',
    questionsLeft_one: '{{count}} question left',
    questionsLeft_other: '{{count}} questions left',
    answerEvery: 'Answer every question of the questionnaire and the verdict appears here.',
    stillToAnswer: 'Still to answer',
    reasons: 'Reasons',
    takersWillSee: 'Takers will see:',
    meaning: {
      pass: 'As answered, it is approved automatically within moments of posting.',
      review: 'As answered, a moderator checks it before anyone can see it.',
      reject: 'As answered, it would be rejected. See what to change below.',
    },
  },
  pickupPoint: {
    legend: 'Pin on the map',
    optional: '(optional)',
    hint: 'Takers nearby find it on the map and sorted by distance. Only the pin is shared, never your own location.',
    finding: 'Finding you...',
    useMyLocation: 'Use my location',
    closeMap: 'Close the map',
    pickOnMap: 'Pick on the map',
    pinnedAt: 'Pinned at {{point}}',
    removePin: 'Remove pin',
    problem: '{{problem}} You can place the pin on the map instead.',
    mapLabel: 'Tap where to collect the food',
  },
} as const;
