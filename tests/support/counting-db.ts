/**
 * A database handle that counts the calls to some of its methods (`insert`, `execute`, `select`):
 * for tests that check a burst shares its statements. Everything else passes straight through.
 */
export function countingDb<T extends object>(db: T, methods: readonly string[]): { db: T; calls: () => number } {
  let calls = 0;
  const counted = new Proxy(db, {
    get(target, prop, receiver) {
      if (typeof prop === "string" && methods.includes(prop)) calls++;
      return Reflect.get(target, prop, receiver) as unknown;
    },
  });
  return { db: counted, calls: () => calls };
}
