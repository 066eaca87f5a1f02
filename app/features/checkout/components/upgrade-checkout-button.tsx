import { useState } from "react";
import { Button } from "~/components/ui/button";
import { ticketUpgradeCopy } from "~/content/ticket-upgrades";

const NETWORK = "We couldn't reach the server. Nothing was charged; please try again.";

/** With Stripe: opens its secure page for exactly the difference the server priced (the browser sends no amount). */
export function UpgradeCheckoutButton({ token, amountText }: { token: string; amountText: string }) {
  const copy = ticketUpgradeCopy.confirmation;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const res = await fetch(`/api/upgrades/${encodeURIComponent(token)}/checkout`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
      const answer = (await res.json()) as { ok: true; url: string } | { ok: false; message: string };
      if (answer.ok) {
        window.location.assign(answer.url);
        return;
      }
      setError(answer.message);
    } catch {
      setError(NETWORK);
    }
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
