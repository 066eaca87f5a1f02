/** When and how a subscription is charged, renewed or kept: the cohort's terms answer. */
export const BILLING_ASKED =
  /\b(next|first|second|later|following|upcoming) (payment|charge|bill|billing|installment)s?\b|\b(payment|charge|billing|bill)s? (date|day|schedule)\b|\bwhen (am i|are we|will i|will we|do i|do we|does it|will it|is it|s it|is the|s the) (be )?(charged|billed|pay|paying|renew\w*|charge|bill)\b|\brenew\w*\b|\bon (its|it s) own\b|\bby (itself|themselves)\b|\bautomatic\w*\b|\bminimum\b|\bcommit\w*\b|\b(stay|stick|locked in|lock in)\b|\bcancel\w*\b|\bafter the first (one|month|payment)\b|\bmonthly\b|\bwhen (does|do|will|would) (it|they|mentorship|the mentorship|the subscription|my subscription|the program) (start|begin|kick off)\b|\bstart date\b/;
/** Whether it renews by itself. */
export const RENEW_ASKED = /\brenew\w*\b|\bon (its|it s) own\b|\bby (itself|themselves)\b|\bautomatic\w*\b|\buntil (i|you|we) cancel\b/;
