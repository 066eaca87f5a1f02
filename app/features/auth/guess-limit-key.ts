import { isIPv6 } from "node:net";

/**
 * The key password and code guesses are counted under: the account and the client together, so
 * someone guessing from elsewhere never locks the owner out of their own device. An IPv6 client
 * is its /64 network (one household or server is given a whole /64, and could otherwise guess
 * from a fresh address every time); an IPv4-mapped address is its IPv4 address.
 */
export function guessLimitKey(email: string, clientAddress: string | null | undefined): string {
  return `auth:guess:${email}:${clientNetwork(clientAddress ?? "unknown")}`;
}

/** The key emails to an account are counted under: the account and the client, as for guesses. */
export function mailLimitKey(email: string, clientAddress: string | null | undefined): string {
  return `auth:mail:${email}:${clientNetwork(clientAddress ?? "unknown")}`;
}

export function clientNetwork(address: string): string {
  const plain = address.replace(/%.*$/, "");
  if (!isIPv6(plain)) return address;
  const groups = ipv6Groups(plain);
  // ::ffff:a.b.c.d is an IPv4 client.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join(".");
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (without a zone). */
function ipv6Groups(address: string): number[] {
  const parse = (part: string) =>
    part
      ? part.split(":").flatMap((g) => {
          if (!g.includes(".")) return [parseInt(g, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = g.split(".").map(Number);
          return [(a << 8) | b, (c << 8) | d];
        })
      : [];
  const [head = "", tail] = address.split("::");
  const front = parse(head);
  if (tail === undefined) return front;
  const back = parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}
