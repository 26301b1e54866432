import { USER_ROLE_LABELS } from '@foodshare/contracts/enums' with { type: 'macro' };

/**
 * The app's frame and the strings every area shares. docs/product.md's strings are copied
 * exactly.
 */
export default {
  productName: 'FoodShare UAE',
  /** Every page's document title: "<page> · FoodShare UAE". */
  documentTitle: '{{page}} · FoodShare UAE',
  skipToContent: 'Skip to content',
  nav: {
    main: 'Main',
    mainCompact: 'Main (compact)',
    donate: 'Donate Food',
    donateShort: 'Donate',
    donations: 'Donations',
    donationsShort: 'Donations',
    market: 'Market',
    marketShort: 'Market',
    hubs: 'Collection Hubs',
    hubsShort: 'Hubs',
    community: 'Community',
    communityShort: 'Community',
    getStarted: 'Get Started',
  },
  language: {
    /** The switch's accessible name, in the language being shown. */
    label: 'Language',
    /** Each language's name in itself: what the switch offers. */
    en: 'English',
    ar: 'العربية',
  },
  userMenu: {
    accountMenuFor: 'Account menu for {{name}}',
    myProfile: 'My Profile',
    surplus: 'Recurring surplus',
    staff: 'Staff',
    logOut: 'Log Out',
  },
  demoNotice: {
    label: 'Demo notice',
    demo: 'Demo:',
    before: 'you can browse all content without an account, and you can',
    link: 'create a quick demo account',
    after: 'with just a username.',
  },
  footer: {
    tagline:
      'Rescuing surplus food across the UAE: free donations, discounted surplus, and community collection hubs.',
    partners: 'Partners',
    explore: 'Explore',
    support: 'Support',
    restaurantSignup: 'Restaurant Signup',
    charityPartnership: 'Charity Partnership',
    deliveryServices: 'Delivery Services',
    donations: 'Donations',
    marketplace: 'Marketplace',
    collectionHubs: 'Collection Hubs',
    community: 'Community',
    helpCenter: 'Help Center',
    privacyPolicy: 'Privacy Policy',
    contactUs: 'Contact Us',
    copyright: '© {{year}} FoodShare UAE. Reducing food waste, one meal at a time.',
  },
  notFound: {
    title: 'Page Not Found',
    heading: '404 Page Not Found',
    body: 'Did you forget to add the page to the router?',
    backHome: 'Back to home',
  },
  routeError: {
    title: 'Something went wrong',
    body: 'This page could not be shown. Reloading usually helps; if it keeps happening, please contact us.',
    reload: 'Reload',
    goHome: 'Go to home',
  },
  errors: {
    generic: 'Something went wrong. Please try again.',
    unreachable: 'We could not reach FoodShare UAE. Check your connection and try again.',
    offline: 'You are offline: nothing was sent. Try again when you are back online.',
  },
  offline: {
    title: 'You are offline.',
    body: 'Pages show what you last saw here, and nothing can be sent until you are back online.',
  },
  update: {
    available: 'A new version of FoodShare UAE is ready.',
    reload: 'Reload for the new version',
  },
  toast: {
    signInTitle: 'Please sign in',
    signIn: 'Sign in, or create a free account with just a username, to continue.',
    success: 'Success',
    error: 'Error',
    hidden: 'Hidden',
    reportSent: 'Report sent',
    donorTold: 'The donor has been told.',
    requesterTold: 'The requester has been told.',
    notAccepted: 'Request not accepted',
    notCancelled: 'Request not cancelled',
    notDeclined: 'Request not declined',
    handoverNotConfirmed: 'Handover not confirmed',
    itemDeleted: 'Food item deleted successfully',
    deleteFailed: 'Failed to delete food item. Please try again.',
    itemHidden: 'The item is hidden from your list.',
    hideFailed: 'Failed to hide the item. Please try again.',
    donationApproved: 'Donation approved: it is listed now and the donor is told.',
    donationRejected: 'Donation rejected: the donor reads your reason.',
    decisionNotRecorded: 'Decision not recorded',
    reportsDismissed: 'Reports dismissed: the item is listed again.',
    itemTakenDown: 'Item taken down: the donor and open requesters are told why.',
    reportsNotResolved: 'Reports not resolved',
    applicationApproved: 'Application approved: the hub is listed on Collection Hubs.',
    applicationRejected: 'Application rejected.',
    markedHandled: 'Marked handled.',
    markedNotHandled: 'Marked not handled.',
    markNotSaved: 'Mark not saved',
    dismiss: 'Dismiss notification',
  },
  actions: {
    cancel: 'Cancel',
    close: 'Close',
    save: 'Save',
    submit: 'Submit',
    back: 'Back',
    next: 'Next',
    retry: 'Try again',
    loadMore: 'Load more',
  },
  status: {
    loading: 'Loading…',
    empty: 'Nothing here yet.',
  },
  time: {
    /** docs/product.md §9: under an hour. Hours and days come from Intl.RelativeTimeFormat. */
    justNow: 'Just now',
  },
  /** User roles (docs/product.md §3), for every area that shows or picks one. */
  roles: USER_ROLE_LABELS,
  /** A verified charity's badge (docs/product.md §20), wherever the charity shows. */
  verifiedCharity: 'Verified charity',
  /** The shared small components' own words (components/ui and their neighbours). */
  ui: {
    loading: 'Loading',
    optional: '(optional)',
    backToHome: 'Back to home',
    reference: {
      label: 'Your reference',
      copy: 'Copy the reference',
      copied: 'Reference copied',
    },
    stats: {
      totalDonations: 'Total Donations',
      activeDonors: 'Active Donors',
      totalUsers: 'Community Members',
    },
    valueModel: {
      heading: 'Free to give, fair to sell',
      intro:
        'Donating is always free. Businesses recover value from surplus they would otherwise throw away, and buyers save {{discount}} on good food. A {{fee}} fee on marketplace sales keeps the lights on.',
      freeTitle: 'Donations are free',
      freeText:
        'Giving and collecting donated food costs nothing, for donors and for the people who receive it.',
      feeTitle: '{{fee}} on marketplace sales only',
      feeText:
        'Businesses sell end-of-day surplus at typically {{discount}} off; a small transaction fee applies to those sales and nothing else.',
      premiumTitle: 'Premium business tools',
      premiumText:
        'Advanced analytics, waste and ESG impact tracking, and pickup coordination for restaurants, grocers and charities.',
      sponsorsTitle: 'Sponsors',
      sponsorsText: 'Partners who share the mission fund collection hubs and community programmes.',
    },
  },
} as const;
