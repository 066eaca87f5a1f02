import { checkoutCopy } from "~/content/checkout";

/** Said plainly on every checkout step while the built-in test provider (or a Stripe test key) takes payments. */
export function TestModeNotice() {
  return (
    <div data-test-mode role="note" className="rounded-xl border border-amber-300/40 bg-amber-300/10 p-4 text-amber-100">
      <p className="font-semibold">{checkoutCopy.testMode.title}</p>
      <p className="mt-1 text-sm">{checkoutCopy.testMode.body}</p>
    </div>
  );
}
