/** An offer's label that already names an upgrade ("Pro Track VIP Upgrade"): the email adds it rather than upgrading to it. */
const namesAnUpgrade = (label: string) => /\bupgrade\b/i.test(label);

/** The words of the ticket upgrade pages and emails (Core Experience to Pro Track, a VIP add-on), for the team to edit. */
export const ticketUpgradeCopy = {
  request: {
    title: "Upgrade to Pro Track",
    intro:
      "Already have a Core Experience ticket? Enter the email address and order number from your confirmation, and we'll email a secure link to upgrade a dancer to Pro Track. You pay only the difference.",
    email: "Email used for the order",
    orderNumber: "Order number",
    submit: "Email me the upgrade link",
    sending: "Sending…",
    sent: "If that order can be upgraded, a secure link is on its way to the email address on the order. It works for 14 days, or until the event starts.",
    metaDescription: "Upgrade a Core Experience ticket to Pro Track with a secure link emailed to the order's address.",
  },
  confirmation: {
    title: "Confirm your upgrade",
    ticket: "Ticket",
    student: "Dancer",
    unnamed: "A dancer still to be named",
    from: "Now",
    to: "Upgrade to",
    order: "Order",
    event: "Event",
    due: "To pay now",
    expires: (when: string) => `This link works until ${when}.`,
    pay: (amount: string) => `Pay ${amount} securely`,
    paying: "Opening the secure payment page…",
    network: "We couldn't reach the server. Nothing was charged; please try again.",
    failed: "We couldn't open the secure payment page. Nothing was charged; please try again.",
    testCardHere: "Pay with the test card on this page.",
    metaDescription: "Confirm and pay your ticket upgrade.",
  },
  refused: {
    invalid: "This upgrade link isn't valid. Request a new one below.",
    expired: "This upgrade link has expired. Request a new one below if the event hasn't started yet.",
    used: "This upgrade link has already been used. Your ticket is upgraded.",
    not_upgradeable: "This ticket can't be upgraded any more (it may already have been upgraded).",
    sold_out: "Sorry, there are no seats left at the higher tier for this event.",
    not_on_list: "The higher tier is open only to the studio's list, and this order's email address isn't on it. Write to us if you think it should be.",
  },
  thankYou: {
    title: "You're upgraded!",
    body: (to: string, amount: string) => `Your ticket is now ${to}. We charged ${amount} and emailed you a confirmation.`,
    next: "Bring the same ticket QR code to the door; it now admits the upgraded session.",
    processingTitle: "Confirming your payment",
    processing: (to: string, amount: string) => `We're confirming your payment of ${amount} for ${to}. Your ticket moves up as soon as it clears, and we'll email you a confirmation.`,
    metaDescription: "Your ticket upgrade is confirmed.",
  },
  emails: {
    invite: {
      subject: (cityName: string) => `Upgrade to Pro Track in ${cityName}`,
      heading: "Upgrade a dancer to Pro Track",
      intro: (orderNumber: string, cityName: string, dateText: string) =>
        `Your order ${orderNumber} for ${cityName} (${dateText}) can move up. Each link below upgrades one ticket; you pay only the difference.`,
      // An offer whose own name already says "upgrade" (a VIP add-on) is added, never "upgraded to".
      link: (who: string, to: string, amount: string) => (namesAnUpgrade(to) ? `Add ${to} to ${who} for ${amount} more` : `Upgrade ${who} to ${to} for ${amount} more`),
      unnamed: "a ticket",
      expires: (when: string) => `The links work once each, until ${when}.`,
      reason: "You received this email because you bought tickets on Callboard or asked for an upgrade link.",
    },
    done: {
      subject: (to: string, cityName: string) => `Upgrade confirmed: ${to} in ${cityName}`,
      heading: "Your upgrade is confirmed",
      body: (who: string, from: string, to: string, amount: string, orderNumber: string) =>
        namesAnUpgrade(to) ? `${who} now has ${to} with ${from} on order ${orderNumber}. We charged ${amount}.` : `${who} moved from ${from} to ${to} on order ${orderNumber}. We charged ${amount}.`,
      unnamed: "One ticket",
      reason: "You received this email because you upgraded a ticket on Callboard.",
    },
  },
};
