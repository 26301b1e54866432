import { SURPLUS_CAUSE_LABELS } from '@foodshare/contracts/impact-destinations' with {
  type: 'macro',
};

/** The causes a donor may give; "not recorded" is the reports' word for none. */
const { not_recorded: _notRecorded, ...CAUSES } = SURPLUS_CAUSE_LABELS;

/**
 * /donate: the donation form, its questionnaire and the safety preview. docs/product.md's
 * strings are exact.
 */
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
  form: {
    detailsTitle: 'What are you sharing?',
    requiredNote: 'Fields marked * are required.',
    questionnaireTitle: 'Food Safety Questionnaire',
    questionnaireDescription:
      'Every donation passes this questionnaire and an automated check against UAE food-safety rules before anyone can see it.',
    asideLabel: 'Safety check and posting',
    noticeLead: 'Food safety notice:',
    noticeText:
      'donations are reviewed for food safety and may be rejected. Share only food you would happily eat yourself.',
    creating: 'Creating...',
    post: 'Post Food Donation',
    signUpToDonate: 'Sign Up to Donate Food',
    optional: '(optional)',
    chooseAnswer: 'Choose an answer',
    yes: 'Yes',
    no: 'No',
  },
  toast: {
    redirecting: 'Redirecting to sign up...',
    notPublishedTitle: 'Not Published',
    rejected: 'Our food-safety check rejected this donation.',
    successTitle: 'Success!',
    successMarketplace:
      'Your marketplace listing has been posted successfully! Check the Offers section to see your listing.',
    successIndividual:
      'Your food donation has been posted successfully! Check the Donations section to see your listing.',
    flagged:
      'Our food-safety check asked a moderator to look at it first: it appears there once approved.',
    pendingCheck: 'Our food-safety check is still running: it appears there once approved.',
    errorTitle: 'Error',
    failed: 'Failed to create listing: {{error}}',
    unknownError: 'Unknown error',
    photoFailed: 'Failed to process image. Please try again.',
  },
  mismatch:
    'The category {{category}} does not match the food type {{foodType}}: {{category}} take {{fits}}. Change the category or the food type.',
  details: {
    modeLegend: 'How are you sharing it?',
    mode: {
      individual: {
        title: 'Free donation',
        text: 'Give surplus food away for free to people nearby.',
      },
      marketplace: {
        title: 'Business sale',
        text: 'Restaurants and grocers: sell end-of-day surplus at a discount.',
      },
    },
    title: 'Title',
    titlePlaceholder: 'e.g. Vegetable biryani, 3 trays',
    description: 'Description',
    descriptionPlaceholder: 'What is it, how was it made, anything a taker should know',
    category: 'Category',
    quantity: 'Quantity',
    quantityPlaceholder: 'e.g. 2 kg, 3 trays',
    servings: 'Servings',
    servingsPlaceholder: 'e.g. 6',
    servingsHint: 'How many people it feeds.',
    weight: 'Approximate weight (kg)',
    weightForBusinesses: '(required for restaurants and grocers)',
    weightPlaceholder: 'e.g. 2.5',
    weightHint: 'From 0.05 to 1000 kg. It counts towards the food rescued in impact reports.',
    surplusCause: 'Cause of the surplus (optional; businesses report it)',
    causes: CAUSES,
    emirate: 'Emirate',
    pickupLocation: 'Pickup location',
    pickupLocationPlaceholder: 'e.g. Al Barsha 1, near Mall of the Emirates, Dubai',
    pickupInstructions: 'Pickup instructions',
    pickupInstructionsPlaceholder: 'e.g. Ring the bell at villa 12, after 6 pm',
    pickupFrom: 'Pickup from',
    pickupFromHint: 'Leave empty to start pickup as soon as it is posted.',
    pickupUntil: 'Pickup until',
    pickupUntilHint:
      'After this time the listing is taken down. At most 3 days long, within 14 days.',
    dateLegend: 'Date on the package',
    dateKind: 'Kind of date',
    datePrinted: 'Date printed on the package',
    dateHint: 'Use by is the last safe day; best before is about quality.',
  },
  price: {
    legend: 'Units and price',
    units: 'Units for sale',
    unitsHint: 'Each buyer picks how many.',
    unitLabel: 'One unit is a',
    unitLabelPlaceholder: 'meal box, bag, tray',
    maxUnits: 'Limit per buyer',
    noLimit: 'No limit',
    perUnit: 'Prices are per unit.',
    originalPrice: 'Original price ({{currency}})',
    discountedPrice: 'Discounted price ({{currency}})',
    off: '{{percent}} OFF',
    note: 'Businesses typically offer {{discount}} off. A {{fee}} transaction fee applies to marketplace sales only; donations stay free.',
  },
  photo: {
    heading: 'Photo of the food',
    hint: 'Takers decide from the photo: show the food itself, in good light.',
    alt: 'Your food, as takers will see it',
    take: 'Take Photo',
    change: 'Change Photo',
    upload: 'Upload Photo',
    remove: 'Remove Photo',
    preparing: 'Preparing your photo…',
    ready: 'Photo ready. It is resized to fit 800 × 600 before posting.',
    formats: 'JPG, PNG, WebP or any photo your phone takes.',
  },
  questionnaire: {
    section: 'Section {{step}}: ',
    identification: {
      title: 'Food Identification',
      description: 'What the food is and where it came from.',
    },
    condition: {
      title: 'Food Condition',
      description: 'How fresh it is and how it has been kept.',
    },
    safety: {
      title: 'Food Safety',
      description: 'What takers must know before they eat it.',
    },
    confirmation: {
      title: 'Donor Confirmation',
      description: 'Both confirmations are required.',
    },
    isSealed: 'Kept in sealed or covered packaging?',
    isSealedDescription:
      'Wrapped, lidded or in its original sealed pack since it was prepared or bought.',
    allergens: 'Allergens it contains',
    allergensDescription:
      'Tick None if it contains none of these. Takers always see them, whatever the safety check says.',
    spoilageDescription:
      'Look, smell and check the packaging before you post, then tick what you found.',
    hygienic: 'I handled this food hygienically',
    hygienicDescription:
      'With clean hands and clean utensils, and kept away from raw meat and pests.',
    agreement: 'I agree to the donation terms',
    agreementDescription:
      'Once donated, the food cannot be returned, and it may be reviewed or rejected for safety.',
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
