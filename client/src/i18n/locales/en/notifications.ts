/**
 * The notification bell and its notifications. `text` words each notification from the values
 * the server keeps with it (contracts/src/notifications.ts); its English is the server's own,
 * word for word (notification-words.test.ts checks). `safety` words a safety reason by its row of
 * SAFETY-RULES.md for another language: English shows the reason as the check wrote it.
 */
export default {
  bell: {
    heading: 'Notifications',
    labelNone: 'Notifications, none unread',
    label: 'Notifications, {{count}} unread',
    unread: '{{count}} unread',
    allRead: 'All caught up',
    unreadMark: ' (unread)',
    loading: 'Loading notifications…',
  },
  text: {
    requestReceived: {
      title: 'New request',
      message: 'A community member requested “{{item}}”. Accept or decline it in My Donations.',
    },
    purchaseRequested: {
      title: 'New purchase request',
      message:
        'A community member wants to buy “{{item}}” for AED {{price}}, paid at pickup. Accept or decline it in My Donations.',
    },
    requestAccepted: {
      title: 'Request accepted',
      message:
        'Your request for “{{item}}” was accepted. Show the pickup code in My Requests when you collect it.',
    },
    purchaseAccepted: {
      title: 'Purchase accepted',
      message:
        'Your purchase for “{{item}}” was accepted. Show the pickup code in My Requests when you collect it.',
    },
    requestDeclined: {
      title: 'Request declined',
      message:
        'The donor declined your request for “{{item}}”. Any note they left is in My Requests.',
    },
    anotherRequestAccepted: {
      title: 'Request declined',
      message: 'The donor accepted another request for “{{item}}”, so yours is closed.',
    },
    requestCancelled: {
      title: 'Request cancelled',
      message: 'A request for “{{item}}” was cancelled.',
    },
    reservationCancelled: {
      title: 'Request cancelled',
      message: 'The taker cancelled their reservation of “{{item}}”. It is available again.',
    },
    collectedForDonor: {
      title: 'Handover confirmed',
      message: '“{{item}}” was collected. Thank you for sharing food!',
    },
    collectedForTaker: {
      title: 'Collected',
      message: 'You collected “{{item}}”. Enjoy, and thank you for rescuing food!',
    },
    saleForSeller: {
      title: 'Sale completed',
      message: '“{{item}}” was sold for AED {{price}}. Platform fee AED {{fee}} ({{rate}}).',
    },
    saleForBuyer: {
      title: 'Purchase complete',
      message: 'You bought “{{item}}” for AED {{price}}. Thank you for rescuing food!',
    },
    donationApproved: {
      title: 'Donation approved',
      message: '“{{item}}” passed the food-safety check and is now listed.',
    },
    donationFlagged: {
      title: 'Flagged for review',
      message: '“{{item}}” waits for a moderator.',
    },
    donationRejected: {
      title: 'Donation not published',
      message: '“{{item}}” was not published for food safety.',
    },
    itemExpiredForDonor: {
      title: 'Item expired',
      message:
        '“{{item}}” reached its available-until time without a handover and is no longer listed.',
    },
    itemExpiredForTaker: {
      title: 'Item expired',
      message: '“{{item}}” reached its available-until time before it was collected.',
    },
    itemWithdrawn: {
      title: 'Item withdrawn',
      message: 'The donor withdrew “{{item}}”, so your request is closed.',
    },
    donationApprovedByModerator: {
      title: 'Donation approved',
      message: 'A moderator reviewed “{{item}}” and approved it: it is now listed.',
    },
    itemHidden: {
      title: 'Item hidden for review',
      message: 'Members reported “{{item}}”, so it is hidden until a moderator has looked at it.',
    },
    reportsDismissed: {
      title: 'Reports reviewed',
      message: 'A moderator reviewed the reports about “{{item}}” and kept it listed.',
    },
    itemTakenDownForDonor: {
      title: 'Item taken down',
      message: 'A moderator took down “{{item}}”. Reason: {{reason}}',
    },
    itemTakenDownForTaker: {
      title: 'Request closed',
      message: 'A moderator took down “{{item}}”, so your request is closed.',
    },
  },
  safety: {
    rule1: 'Hygienic handling and the donation agreement must both be confirmed.',
    rule2: 'Signs of spoilage were reported: spoiled food must not be passed on.',
    rule3: 'Partially eaten food cannot be shared.',
    rule4: 'Food that was served or displayed openly cannot be shared.',
    rule5: 'Sealed food that was publicly served is checked by a moderator first.',
    rule6: 'A reheated cooked meal cannot be shared.',
    rule7: 'Cooked food left at room temperature for more than 2 hours is not safe to share.',
    rule8: 'Cooked food at room temperature must be eaten within 2 hours of cooking.',
    rule9: 'A cooked meal whose storage is unknown cannot be shared.',
    rule10: 'A cooked meal refrigerated for more than 3 days cannot be shared.',
    rule11: 'A cooked meal refrigerated for 1–3 days is checked by a moderator first.',
    rule12: 'A cooked meal from a restaurant or store, prepared today, kept cold and untouched.',
    rule13: 'A homemade cooked meal is checked by a moderator first.',
    rule14: 'A cooked meal frozen more than 3 days ago is checked by a moderator first.',
    rule15: 'Fresh produce, untouched.',
    rule16: 'A store-bought packaged item, sealed and untouched.',
    rule17: 'A packaged item that is open, or whose purchase date is unknown, is checked first.',
    rule18: 'Baked goods from today, untouched.',
    rule19: 'Baked goods older than a day are checked by a moderator first.',
    rule20: 'Food of type "other" is checked by a moderator first.',
    rule21_reject: 'The use-by date has passed: do not donate food after its use-by date.',
    rule21_review: 'The best-before date has passed: a moderator checks it first.',
    rule22: 'No automatic rule covers this food: a moderator checks it first.',
  },
} as const;
