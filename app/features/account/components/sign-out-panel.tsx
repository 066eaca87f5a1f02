import { useState } from "react";
import { Button } from "~/components/ui/button";
import { accountCopy } from "~/content/account";
import { useHydrated } from "~/lib/use-hydrated";
import { postAuth } from "../post-auth";

const copy = accountCopy.signOut;

/** Sign out of this browser, or of every session the account has; either way the visitor lands on the home page. */
export function SignOutPanel() {
  const hydrated = useHydrated();
  const [pending, setPending] = useState<"here" | "everywhere" | null>(null);
  const [error, setError] = useState("");

  async function signOut(scope: "here" | "everywhere") {
    setPending(scope);
    setError("");
    if (scope === "everywhere") {
      const revoked = await postAuth("/revoke-sessions", {});
      if (!revoked.ok) {
        setPending(null);
        setError(revoked.message);
        return;
      }
    }
    const out = await postAuth("/sign-out", {});
    // After revoking every session this one is gone too, so a failed sign-out only leaves a dead cookie
    // behind; and a session the server no longer knows (401, 403, 404) is as good as signed out.
    if (!out.ok && scope === "here" && ![401, 403, 404].includes(out.status)) {
      setPending(null);
      setError(out.message);
      return;
    }
    window.location.assign("/");
  }

  return (
    <div>
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="outline" disabled={!hydrated || pending !== null} onClick={() => void signOut("here")}>
          {pending === "here" ? accountCopy.security.working : copy.here}
        </Button>
        <Button type="button" variant="outline" disabled={!hydrated || pending !== null} aria-describedby="sign-out-everywhere-hint" onClick={() => void signOut("everywhere")}>
          {pending === "everywhere" ? accountCopy.security.working : copy.everywhere}
        </Button>
      </div>
      <p id="sign-out-everywhere-hint" className="mt-2 text-sm text-neutral-300">
        {copy.everywhereHint}
      </p>
      <p role="alert" className={error ? "mt-2 text-sm font-medium text-rose-300" : undefined}>
        {error}
      </p>
    </div>
  );
}
