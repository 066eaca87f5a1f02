/** Checkout copy: /beta-payment and /order-confirmation. Amounts and dates come from the order, never from here. */
export const checkoutCopy = {
  title: "Checkout",
  testMode: {
    title: "Test mode: no money moves",
    body: "Online payment is in test mode on this site. Use the test card 4242 4242 4242 4242 with any future expiry and any 3-digit code; 4000 0000 0000 0002 shows a decline. No real card is charged.",
  },
  details: {
    title: "Your details",
    intro: "We send your tickets and the day's details to this email.",
    fullName: "Full name",
    email: "Email",
    /** Under the email field: the checkout keeps the cart from here (the privacy page says more). */
    keptCart: "We keep your cart with your email so we can remind you if you don't finish; unsubscribe any time.",
    phone: "Phone",
  },
  students: {
    title: "Students",
    intro: (n: number) => (n === 1 ? "One student per ticket: who is dancing?" : `One student per ticket: who are the ${n} dancers?`),
    student: (n: number) => `Student ${n}`,
    later: "I'll add the students' details after paying (we email you a link)",
  },
  review: {
    title: "Your order",
    edit: "Change tickets",
    total: "Total",
    subtotal: "Subtotal",
    credit: (code: string) => `Credit ${code}`,
    /** Under an online program's line: paid once, not a subscription. */
    oneTime: "One-time payment, not a subscription",
    /** An upgrade paid after the order, with its own payment. */
    upgrade: (from: string, to: string, student: string | null) => `Upgrade${student ? ` for ${student}` : ""}: ${from} to ${to}`,
    paidInAll: "Paid in all, with upgrades",
  },
  continue: "Continue to payment",
  placing: "Holding your seats…",
  payment: {
    title: "Payment",
    held: (time: string) => `Your seats are held until ${time}.`,
    number: "Card number",
    expiry: "Expiry (MM/YY)",
    cvc: "Security code",
    name: "Name on card",
    pay: (amount: string) => `Pay ${amount}`,
    paying: "Paying…",
    redirecting: "Taking you to our secure card page…",
    back: "Change details",
    expired: "Your seat hold has expired. Please place the order again.",
  },
  /** A payment that arrived too late to pay its order: what the buyer is told, on the payment form and the order page. */
  lateRefund: {
    seatsGone: (refunded: boolean) =>
      `Your seat hold expired and the last seats were taken meanwhile, so ${refunded ? "the payment was refunded in full" : "the payment will be refunded in full (our team has been told)"}. Please choose another date.`,
    codeUsedUp: (code: string, refunded: boolean) =>
      `Your seat hold expired and the last use of discount code ${code} was taken meanwhile, so ${refunded ? "the payment was refunded in full" : "the payment will be refunded in full (our team has been told)"}. You can place the order again without the code.`,
    notStarted: "We couldn't reach our card processor, so this order was cancelled. Nothing was charged.",
    creditUsedUp: (code: string, refunded: boolean) =>
      `Your seat hold expired and the balance of credit ${code} was used meanwhile, so ${refunded ? "the payment was refunded in full" : "the payment will be refunded in full (our team has been told)"}. The credit keeps what is left on it.`,
  },
  refundPolicy: {
    title: "Refund policy",
    text: "All sales final. Full refund if the provider cancels. 48 hours to respond to a date change; after that, a non-expiring credit for any city or date in the currency paid.",
  },
  confirmation: {
    title: "You're booked!",
    pendingTitle: "Confirming your payment…",
    pendingBody: "Your card processor is confirming the payment. This page updates by itself; you'll also get an email.",
    failedTitle: "This order is not paid",
    notFound: "We couldn't find that order. Check the link in your email, or contact us.",
    orderNumber: "Order number",
    emailed: (email: string) => `A confirmation is on its way to ${email}.`,
    calendar: "Add to calendar (.ics)",
    studentsTitle: "Students",
    studentsMissing: (n: number) => (n === 1 ? "1 student still to register." : `${n} students still to register.`),
    registerStudents: "Register students",
    nextTitle: "What happens next",
    next: [
      "Watch your inbox for the day's schedule, the venue and your tickets about a week before the event, and again the day before.",
      "Arrive 15 minutes early for check-in and warm-up.",
      "Wear fitted dancewear you can move in and bring water, a snack and your dance shoes.",
    ],
    backHome: "Back to the tour",
  },
  statusLabels: { pending: "Awaiting payment", paid: "Paid", expired: "Hold expired", cancelled: "Cancelled", refunded: "Refunded" },
} as const;

/**
 * The checkout's words that change for a cart of online items only (an online program's event, or
 * online tiers only; issue 37, 2): no tickets, seats, day or venue. Chosen by `checkoutWords`.
 */
export const onlineCheckoutCopy = {
  detailsIntro: "We send your order and how to book your sessions to this email.",
  placing: "Placing your order…",
  students: {
    intro: (n: number) => (n === 1 ? "One student per place: who is taking part?" : `One student per place: who are the ${n} taking part?`),
  },
  edit: "Change your order",
  held: (time: string) => `Your order is held until ${time}.`,
} as const;

/** The checkout page's words that depend on what the cart holds: online words only when every item is online. */
export function checkoutWords(allOnline: boolean) {
  const online = onlineCheckoutCopy;
  const base = checkoutCopy;
  return {
    detailsIntro: allOnline ? online.detailsIntro : base.details.intro,
    placing: allOnline ? online.placing : base.placing,
    students: {
      title: base.students.title,
      intro: allOnline ? online.students.intro : base.students.intro,
      student: base.students.student,
      later: base.students.later,
    },
    edit: allOnline ? online.edit : base.review.edit,
    held: allOnline ? online.held : base.payment.held,
  };
}
export type CheckoutWords = ReturnType<typeof checkoutWords>;
