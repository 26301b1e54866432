/**
 * The notification bell and its notifications. `text` words each notification from the values
 * the server keeps with it (contracts/src/notifications.ts); its English is the server's own,
 * word for word (notification-words.test.ts checks). The safety reasons a notification gives
 * are worded by the shared `safety` catalogue.
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
  settings: {
    title: 'Notifications',
    description: 'Choose what reaches you in the app and by push, and when push stays quiet.',
    loading: 'Loading your notification settings…',
    saved: 'Your notification settings are saved.',
    save: 'Save notification settings',
    push: {
      heading: 'Push on this device',
      turnOn: 'Turn on push',
      turnOff: 'Turn off push',
      turnedOn: 'Push is on for this device.',
      turnedOff: 'Push is off for this device.',
      blocked:
        'Notifications are blocked for this site. Allow them in your browser’s settings, then try again.',
      state: {
        unsupported: 'This browser cannot receive push notifications.',
        'not-configured': 'Push is not set up on this server.',
        blocked: 'Notifications are blocked for this site in your browser’s settings.',
        off: 'Push is off for this device: news reaches you only while the app is open.',
        on: 'Push is on for this device: news reaches you even when the app is closed.',
      },
    },
    channels: { inApp: 'In the app', push: 'Push' },
    kinds: {
      heading: 'What reaches you',
      requestsOnMyFood: 'Requests on my food',
      myRequests: 'Answers to my requests',
      pickups: 'Pickups',
      moderation: 'Moderation outcomes',
      reminders: 'Reminders',
      switchLabel: '{{kind}}: {{channel}}',
    },
    quiet: {
      heading: 'Quiet hours',
      on: 'Quiet hours for push',
      off: 'Off: push comes at any hour.',
      start: 'From',
      end: 'Until',
      zone: 'Time zone',
      urgent: 'Let urgent news through',
      urgentHint:
        'New requests, answers to yours and cancelled reservations come at once; the rest waits until quiet hours end.',
    },
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
    handoverHeldForTaker: {
      title: 'Handover held',
      message:
        '“{{item}}” measured {{reading}} at handover, outside the safe range. Take it anyway or refuse it in My Requests.',
    },
    handoverRefusedForDonor: {
      title: 'Handover refused',
      message:
        'The taker refused “{{item}}” for its temperature. Put it back on the listing or withdraw it in My Donations.',
    },
    surplusDue: {
      title: 'Time to post your surplus',
      message: "It is time to post “{{item}}”. Confirm today's answers and it is listed.",
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
        '“{{item}}” reached the end of its pickup window without a handover and is no longer listed. Say what became of it in My Donations.',
    },
    itemExpiredForTaker: {
      title: 'Item expired',
      message: '“{{item}}” reached the end of its pickup window before it was collected.',
    },
    itemWithdrawnForDonor: {
      title: 'Item withdrawn',
      message:
        'You withdrew “{{item}}” before anyone collected it. Say what became of it in My Donations.',
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
    caseTakenOver: {
      title: 'Case taken over',
      message: 'Another moderator took over the case of “{{item}}”: you no longer hold it.',
    },
    caseNoteForDonor: {
      title: 'Note from a moderator',
      message: 'A moderator wrote about “{{item}}”: {{reason}}',
    },
    appealUpheld: {
      title: 'Appeal decided',
      message:
        'A moderator reviewed your appeal about “{{item}}”: the decision stands. Reason: {{reason}}',
    },
    appealOverturnedListed: {
      title: 'Appeal accepted',
      message:
        'A moderator accepted your appeal about “{{item}}”: it is listed again. Reason: {{reason}}',
    },
    appealOverturnedLate: {
      title: 'Appeal accepted',
      message:
        'A moderator accepted your appeal about “{{item}}”, but its pickup window has closed, so it is not listed again. Reason: {{reason}}',
    },
    reportUpheld: {
      title: 'Report outcome',
      message: 'Thank you: “{{item}}”, which you reported, was taken down.',
    },
    reportKept: {
      title: 'Report outcome',
      message: 'A moderator reviewed “{{item}}”, which you reported, and kept it listed.',
    },
    charityOffer: {
      title: 'Offered to charities first',
      message:
        'A business offers “{{item}}” to verified charities first, until {{time}}. Request it on the Donations page.',
    },
    pickupOpensSoon: {
      title: 'Pickup opens soon',
      message:
        'The pickup window for “{{item}}” opens in 30 minutes. Show the pickup code in My Requests when you collect it.',
    },
    pickupHalfOver: {
      title: 'Pickup window half over',
      message:
        'Half of the pickup window for “{{item}}” has gone. Collect it before it closes, or cancel so someone else can.',
    },
    requestsUnanswered: {
      title: 'Requests waiting',
      message:
        '“{{item}}” has an hour of its pickup window left and requests nobody answered. Accept or decline them in My Donations.',
    },
    pickupNotCollected: {
      title: 'Not collected',
      message:
        'The pickup window for “{{item}}” closed and the reservation was not collected. Say in My Donations whether the taker came.',
    },
  },
} as const;
