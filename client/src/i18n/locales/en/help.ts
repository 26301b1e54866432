/** The help centre (`/help-center`). `<a>`, `<b>` mark the words a link or bold wraps. */
export default {
  title: 'Help Center',
  description: 'Answers about getting started, food safety and selling surplus as a business.',
  cards: {
    support: {
      title: 'Contact Support',
      text: 'Write to our team or call us. We answer within 24 hours, food safety issues within 1-2 hours.',
      link: 'Contact support',
    },
    docs: {
      title: 'Documentation',
      text: 'Guides to donating, the food safety check and selling as a business.',
      link: 'Read the guides',
    },
    community: {
      title: 'Community',
      text: 'Meet the donors, businesses and charities rescuing food near you.',
      link: 'Visit the community',
    },
  },
  topicsLabel: 'Help topics',
  topicsHeading: 'Topics',
  faq: 'Frequently asked questions',
  stillNeedHelp: {
    heading: 'Still need help?',
    text: 'Could not find your answer? Send us a message and we will get back to you.',
    action: 'Contact Us',
  },
  /** Allergen names as they read inside a sentence, and what joins them. */
  allergens: {
    separator: ', ',
    peanuts: 'peanuts',
    tree_nuts: 'tree nuts',
    dairy: 'dairy',
    eggs: 'eggs',
    gluten: 'gluten',
    soy: 'soy',
    fish: 'fish',
    shellfish: 'shellfish',
    sesame: 'sesame',
  },
  gettingStarted: {
    title: 'Getting started',
    summary: 'Accounts, donating and finding food.',
    account: {
      question: 'Do I need an account to use the platform?',
      answer:
        'No. You can browse every donation, marketplace offer, collection hub and community profile without an account. To donate or request food, create a free demo account: it needs only a unique username, no password. <a>Get started</a>',
    },
    free: {
      question: 'Is {{product}} free?',
      answer:
        'Yes. Creating an account, donating food and requesting donations are free. Businesses pay a small fee only when they sell surplus in the marketplace (see For businesses below).',
    },
    donate: {
      question: 'How do I donate food?',
      step1: 'Open <a>Donate Food</a> and choose a free donation.',
      step2: 'Describe the food, its quantity and where to pick it up, and add a photo.',
      step3: 'Answer the food safety questionnaire honestly.',
      step4: 'Post it. Once it passes the safety check it is listed for the community.',
    },
    find: {
      question: 'How do I find and collect food?',
      answer:
        'Browse free food in <donations>Donations</donations> and discounted surplus in <market>Market</market>. Open an item and choose Request This Item: the donor is told and arranges the pickup with you. Only available items can be requested.',
    },
    hubs: {
      question: 'What are collection hubs?',
      answer:
        'Businesses, community centres and charities that store rescued food and hand it out. See them on <hubs>Collection Hubs</hubs>, or <apply>apply to become one</apply>.',
    },
  },
  foodSafety: {
    title: 'Food safety',
    summary: 'How every donation is checked before anyone sees it.',
    questionnaire: {
      question: 'How does the safety questionnaire work?',
      intro: 'Every donation passes a mandatory check in four stages:',
      step1: '<b>Food details:</b> the type of food, how it was prepared and its ingredients.',
      step2:
        '<b>Storage information:</b> how it has been stored, its temperature history and how it has been handled.',
      step3: '<b>Automated safety check</b> of your answers against UAE food safety standards.',
      step4: '<b>Approval:</b> the food becomes available to the community.',
    },
    temperature: {
      question: 'At what temperature must food be kept?',
      answer:
        'Refrigerated food must be kept at or below 5 °C, and frozen food at or below −18 °C. Cooked food should not sit at room temperature for more than 2 hours.',
    },
    decision: {
      question: 'What does the automated check decide?',
      answer:
        'It compares your answers with UAE food safety rules and gives one of three results. Food that clearly meets them is approved and listed straight away. Food that needs a closer look (a homemade cooked meal, for instance) waits for a moderator to review it. Food that is unsafe is rejected, and you are told why.',
    },
    rejected: {
      question: 'Why was my donation reviewed or rejected?',
      intro: 'Common reasons for a rejection:',
      reason1: 'signs of spoilage such as mold, discoloration, a bad smell or leaking packaging;',
      reason2: 'food that was partially eaten;',
      reason3: 'cooked food left at room temperature for more than 2 hours;',
      reason4: 'hygienic handling or the donation terms not confirmed.',
      outro: 'The check tells you its reasons, so you know what to change next time.',
    },
    allergens: {
      question: 'How are allergens shown?',
      answer:
        "Donors tick every allergen the food contains: {{allergens}}. Takers see them on the item's details. If you have a severe allergy, ask the donor before you collect, and when in doubt, leave it.",
    },
  },
  businesses: {
    title: 'For businesses',
    summary: 'Selling surplus, fees and your business profile.',
    sell: {
      question: 'How can my restaurant or grocery store sell surplus?',
      answer:
        'Sign up with the restaurant or grocery store role, then post a business sale on <donate>Donate Food</donate>. Your listing appears in the <market>Market</market> with its original and discounted price. Typical discounts are 30-70% on end-of-day surplus.',
    },
    cost: {
      question: 'What does it cost?',
      answer:
        'A 3-5% transaction fee on marketplace sales only. Donations are always free, and you can donate whatever you do not sell.',
    },
    profile: {
      question: 'How do I set up my business profile?',
      answer:
        'In your <profile>profile</profile>, choose your business role and add your business name, address and phone number. Make the profile public to appear among the <community>Community Champions</community>.',
    },
    hub: {
      question: 'Can my business become a collection hub?',
      answer:
        'Yes. <apply>Apply in four steps</apply>; we review applications within 3-5 business days.',
    },
  },
} as const;
