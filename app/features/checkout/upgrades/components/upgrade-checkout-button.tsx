import { useState } from "react";
import { Button } from "~/components/ui/button";
import { ticketUpgradeCopy } from "~/content/ticket-upgrades";
import { postJson } from "~/lib/post-json";
import type { UpgradeCheckoutAnswer } from "../../answers";

const copy = ticketUpgradeCopy.confirmation;

/** Ask the server for Stripe's page for this upgrade: its address, or the words for why not (a network failure included). */
export async function openUpgradeCheckout(token: string): Promise<{ ok: true; url: string } | { ok: false; message: string }> {
  const { httpStatus, answer } = await postJson<UpgradeCheckoutAnswer>(`/api/upgrades/${encodeURIComponent(token)}/checkout`, {});
  if (answer?.ok) return { ok: true, url: answer.url };
  return { ok: false, message: answer?.message ?? (httpStatus === 0 ? copy.network : copy.failed) };
}

/** With Stripe: opens its secure page for exactly the difference the server priced (the browser sends no amount). */
export function UpgradeCheckoutButton({ token, amountText }: { token: string; amountText: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    setBusy(true);
    setError(null);
    const opened = await openUpgradeCheckout(token);
    if (opened.ok) {
      window.location.assign(opened.url);
      return;
    }
    setError(opened.message);
    setBusy(false);
  };
  return (
    <div className="space-y-4" data-upgrade-checkout>
      {error && (
        <p role="alert" className="rounded-lg border border-rose-400/40 bg-rose-500/10 p-3 font-medium text-rose-200">
          {error}
        </p>
      )}
      <Button type="button" className="w-full" onClick={() => void start()} disabled={busy} aria-disabled={busy}>
        {busy ? copy.paying : copy.pay(amountText)}
      </Button>
    </div>
  );
}
