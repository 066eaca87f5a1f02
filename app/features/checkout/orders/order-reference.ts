import { randomBytes } from "node:crypto";

// Crockford-style alphabet: no 0/O or 1/I/L to misread on the phone.
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** The number people read out ('CB-7K3M9Q2H'): short, random, not a count of sales. */
export function newOrderNumber(): string {
  const bytes = randomBytes(8);
  return `CB-${[...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join("")}`;
}

/** The unguessable reference in links to an order (256 bits). */
export function newOrderToken(): string {
  return randomBytes(32).toString("base64url");
}

export const ORDER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const ORDER_NUMBER_PATTERN = /^CB-[2-9A-HJ-NP-Z]{8}$/;
