/**
 * The client's address for rate limiting. Each trusted proxy appends the address it received the
 * request from to X-Forwarded-For, so with N trusted proxies the client is the Nth entry from the
 * end of [...forwardedFor, socketAddress]. Entries before that were written by the client and are
 * not trusted.
 */
export function clientAddress(options: {
  socketAddress: string | undefined;
  forwardedFor: string | undefined;
  trustedHops: number;
}): string {
  const socket = options.socketAddress ?? "unknown";
  if (options.trustedHops === 0) return socket;
  const chain = (options.forwardedFor ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  chain.push(socket);
  // Fewer entries than proxies means a proxy is missing: the left-most entry is the best guess left.
  return chain[Math.max(0, chain.length - 1 - options.trustedHops)] ?? socket;
}
