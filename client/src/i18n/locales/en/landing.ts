/** The landing page for visitors (`/` signed out). */
export default {
  title: 'Rescue surplus food across the UAE',
  hero: {
    eyebrow: 'Food rescue for the UAE',
    headingStart: 'Share surplus food.',
    headingAccent: 'Feed your community.',
    intro:
      'Donate what you cannot use, pick up free food nearby, or buy restaurant and grocery surplus at a discount. Every donation is safety-checked before anyone sees it.',
    donate: 'Donate Food',
    findFood: 'Find Food',
    promises: {
      free: { title: 'Free donations', text: 'Share home or business surplus at no cost.' },
      discount: {
        title: '{{discount}} off',
        text: 'Good food from local restaurants and grocers.',
      },
      safety: { title: 'Safety checked', text: 'Every donation passes a UAE food-safety check.' },
    },
  },
  howItWorks: {
    heading: 'How it Works',
    intro: 'One platform, three ways to keep good food out of the bin.',
    individuals: {
      title: 'Individuals',
      intro: 'Community volunteers sharing and saving food at home.',
      step1: 'Post home surplus for free, with a photo and a short safety questionnaire.',
      step2: 'Request free food nearby, or buy discounted restaurant meals.',
      step3: 'Store food at a collection hub and build your public profile.',
    },
    businesses: {
      title: 'Restaurants & grocers',
      intro: 'Turn end-of-day surplus into revenue and impact.',
      step1: 'Sell end-of-day surplus at typically {{discount}} off.',
      step2: 'Donate what does not sell instead of throwing it away.',
      step3: 'Track waste reduction and ESG impact from your business profile.',
    },
    charities: {
      title: 'Charities',
      intro: 'Reach more families with rescued food.',
      step1: 'Collect bulk donations from businesses and collection hubs.',
      step2: 'Coordinate distribution to the families you support.',
      step3: 'Track your impact and partner with the platform.',
    },
  },
  ecosystem: {
    heading: 'The food rescue ecosystem',
    intro:
      'Surplus food travels a short, safe path from the people who have too much to the people who need it.',
    pathLabel:
      'From donors, through the safety check and collection hubs, to the community and charities',
    donors: {
      title: 'Donors',
      text: 'Households, restaurants and grocery stores post surplus food.',
    },
    safety: {
      title: 'Safety check',
      text: 'A questionnaire and an automated check against UAE standards.',
    },
    hubs: {
      title: 'Collection hubs',
      text: 'Business, community and charity hubs store and coordinate.',
    },
    community: {
      title: 'Community & charities',
      text: 'Families, volunteers and charities collect and share.',
    },
    drivers: 'Drivers and delivery agencies move food between donors, hubs and the community.',
  },
  foodSafety: {
    heading: 'Food Safety First',
    intro:
      'Every donation passes a mandatory safety questionnaire in four stages. Donations that do not meet the standards may be reviewed or rejected for safety.',
    refrigerated: 'Refrigerated food',
    frozen: 'Frozen food',
    stage: 'Stage {{number}}',
    details: {
      title: 'Food details',
      text: 'What the food is, how it was prepared, and its ingredients and allergens.',
    },
    storage: {
      title: 'Storage information',
      text: 'How it has been stored, its temperature history, and how it has been handled.',
    },
    check: {
      title: 'Automated safety check',
      text: 'Answers are checked against UAE food safety standards before anyone sees the listing.',
    },
    approved: {
      title: 'Approved and listed',
      text: 'Once approved, the food becomes available to the community.',
    },
  },
  join: {
    heading: 'Join Our Community',
    intro: 'Creating an account is free and takes a few seconds.',
    individual: {
      title: 'Individuals',
      text: 'Share what you cannot eat, find free food nearby, and volunteer in your community.',
      action: 'Join as Individual',
    },
    restaurant: {
      title: 'Restaurants & grocers',
      text: 'Sell surplus at a discount, donate the rest, and track your waste reduction.',
      action: 'Join as Restaurant',
    },
    charity: {
      title: 'Charities',
      text: 'Collect bulk donations and coordinate distribution to the families you serve.',
      action: 'Join as Charity',
    },
  },
} as const;
