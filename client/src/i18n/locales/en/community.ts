/** /community and the public profile dialog. docs/product.md's strings are exact. */
export default {
  page: {
    title: 'Community Champions',
    description:
      'Meet the neighbours, restaurants, grocers and charities rescuing food across the UAE. Only members who chose a public profile appear here.',
    manageProfile: 'Manage Your Public Profile',
    loading: 'Loading community members…',
    loadFailed: 'We could not load the community.',
    tryAgain: 'Try again',
    emptyTitle: 'No community members found',
    emptyFiltered: 'Nobody matches these filters. Try another search or clear the filters.',
    emptyQuiet: 'No member has a public profile yet. Make yours public to be the first.',
    // docs/product.md §2's footer word for word at every count (its exact strings are the
    // contract); the plural forms are for Arabic, whose noun follows {{total}}.
    showing_one: 'Showing {{shown}} of {{total}} community members',
    showing_other: 'Showing {{shown}} of {{total}} community members',
    // Past the server's exact count the total is a lower bound: "more than {{total}}".
    showingMore_one: 'Showing {{shown}} of more than one community member',
    showingMore_other: 'Showing {{shown}} of more than {{total}} community members',
    loadMore: 'Load more',
    loadingMore: 'Loading more members',
    loadingEllipsis: 'Loading...',
    moreFailed: 'Could not load more members: {{reason}}',
  },
  stats: {
    members: 'Public members',
    totalDonations: 'Total donations',
    activeOrganizations: 'Active organizations',
  },
  toolbar: {
    search: 'Search',
    searchPlaceholder: 'Search by name, business or bio',
    role: 'Role',
    allRoles: 'All roles',
    sortBy: 'Sort by',
    clear: 'Clear Filters',
  },
  sort: { donations: 'Most donations', name: 'Name (A-Z)', newest: 'Newest members' },
  card: {
    noBio: 'This member has not written a bio yet.',
    donations_one: '{{count}} donation',
    donations_other: '{{count}} donations',
  },
  dialog: {
    contact: 'Contact information',
    email: 'Email',
    phone: 'Phone',
    businessAddress: 'Business address',
    memberSince: 'Member since',
    about: 'About',
    impact: 'Community Impact',
    totalDonations: 'Total donations',
    daysActive: 'Days active',
    peopleHelped: 'People helped',
    close: 'Close',
  },
} as const;
