/**
 * An order's lines split by where they happen: online (a virtual tier, or any line of an online
 * program's event) or in person at the event's venue. Pages and emails ask this, never a slug, to
 * decide what to say: a venue, the door, what to wear and age groups belong to the in-person part only.
 */
export interface OrderParts<L> {
  online: L[];
  inPerson: L[];
  hasOnline: boolean;
  /** True for an order with no lines at all (nothing says it is online). */
  hasInPerson: boolean;
}

export function splitOrderParts<L extends { isOnline?: boolean }>(lines: readonly L[], eventIsOnline: boolean | undefined): OrderParts<L> {
  const isOnline = (l: L) => eventIsOnline === true || l.isOnline === true;
  const online = lines.filter(isOnline);
  const inPerson = lines.filter((l) => !isOnline(l));
  return { online, inPerson, hasOnline: online.length > 0, hasInPerson: inPerson.length > 0 || (lines.length === 0 && eventIsOnline !== true) };
}
