/** The privacy policy (`/privacy-policy`). `<b>` marks bold words, `<a>` the contact page. */
export default {
  title: 'Privacy Policy',
  lastUpdated: 'Last updated: <time>{{date}}</time>',
  intro:
    '{{product}} helps people across the UAE share surplus food. This policy explains what information we collect, how we use it, and the choices you have.',
  onThisPage: 'On this page',
  collect: {
    title: 'Information we collect',
    intro: 'We collect only what we need to run a food-sharing community:',
    account:
      '<b>Your account:</b> your username, first and last name, role, and anything you choose to add to your profile, such as a picture, a bio, a phone number or your business name and address.',
    shared:
      '<b>What you share:</b> your donations and offers, with their descriptions, photos, pickup locations and food safety answers, and the requests you send.',
    sent: '<b>What you send us:</b> messages from the contact form, and collection hub applications with their documents.',
    technical:
      '<b>Technical information:</b> a session cookie while you are signed in, and basic request logs that help us keep the service secure and working.',
  },
  use: {
    title: 'How we use your information',
    account: 'to run your account and show your listings and public profile;',
    safety: 'to check every donation against UAE food safety standards before it is listed;',
    connect: 'to connect donors with the people and charities who collect their food;',
    notify: 'to send you notifications about your donations and requests;',
    answer: 'to answer your messages and review collection hub applications;',
    impact:
      "to report our community's impact (food saved, meals, emissions avoided) in aggregate, never naming you;",
    safe: 'to keep the platform safe and prevent misuse.',
  },
  sharing: {
    title: 'How we share information',
    neverSell:
      'We never sell your personal data. Not to advertisers, not to data brokers, not to anyone.',
    intro: 'We share information only in these cases:',
    members:
      '<b>With other members,</b> as the service needs: your listings with their pickup location, and your profile only if you make it public.',
    providers:
      '<b>With providers who host and run the service for us,</b> under contract, and only to do that work.',
    authorities:
      '<b>With authorities,</b> when UAE law requires it, or to investigate a food safety incident.',
  },
  rights: {
    title: 'Your rights',
    access:
      '<b>Access:</b> see the information we hold about you in your profile, or ask us for a copy.',
    correction:
      '<b>Correction:</b> edit your details in your profile at any time, or ask us to correct them.',
    deletion:
      "<b>Deletion:</b> delete your account from your profile. Your personal data (your name, contact details, bio, business details and picture, and what you wrote: request messages, decline notes, pickup instructions, reports and messages to our team sent while signed in) is sealed with a key of your own, and deleting your account destroys that key: your personal data becomes unreadable everywhere we keep it. Within minutes, once our lists have forgotten you, we rewrite the database tables that held your details and let go of the database's change log that recorded them, so no copy is left on our disks. Files you uploaded for a post or an application that we refused are not kept, and files that no record points to are removed within a day.",
    private: 'You can also make your profile private, so only you can see it.',
  },
  security: {
    title: 'Security',
    text: 'Connections to {{product}} are encrypted, personal details are stored encrypted with a key per person and kept out of our logs, and access to our systems is limited to the people who need it. No system is perfectly secure: if something goes wrong that affects you, we will tell you.',
  },
  cookies: {
    title: 'Cookies',
    text: 'We use a single session cookie to keep you signed in. It is removed when you log out or it expires. We use no advertising cookies and no third-party trackers.',
  },
  contact: {
    title: 'Contact us',
    text: 'Questions about this policy or your data? Write to us through our <a>contact page</a> and we will get back to you within 24 hours.',
  },
} as const;
