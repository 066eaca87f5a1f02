import type { Db } from "~/db/client.server";
import { accessGrantCookie } from "./offer-access-grant.server";
import { readOfferAccessLink, type ReadOfferAccessLinkResult } from "./read-offer-access-link.server";

export type GrantOfferAccessResult = (Extract<ReadOfferAccessLinkResult, { ok: true }> & { cookie: string }) | Extract<ReadOfferAccessLinkResult, { ok: false }>;

/**
 * An emailed access link confirmed (the page's button, never the link's GET: mail scanners open
 * links): the address it was sent to is proved, so this browser gets the signed cookie that lets it
 * buy the event's offers sold to a list with that address (checkout then asks for it as the buyer's email).
 */
export async function grantOfferAccess(options: { db: Db; secret: string; token: string; now: Date; secure: boolean }): Promise<GrantOfferAccessResult> {
  const link = await readOfferAccessLink(options);
  if (!link.ok) return link;
  return { ...link, cookie: accessGrantCookie(options.secret, link.email, options.now, options.secure) };
}
