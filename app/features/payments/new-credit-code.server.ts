import { randomBytes } from "node:crypto";
import { creditCodeFrom } from "~/domain/credits";

/** A fresh credit code (`CR-XXXX-XXXX`) from the system's random source. */
export function newCreditCode(): string {
  for (;;) {
    const code = creditCodeFrom(randomBytes(16));
    if (code) return code;
  }
}
