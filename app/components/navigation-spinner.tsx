import { useNavigation } from "react-router";
import { authCopy } from "~/content/auth";
import { routeAccess } from "~/lib/route-access";
import { Spinner } from "./spinner";

/**
 * Shown while the next page's code and data load (every route is a lazy chunk). On the way to a
 * page that needs an account, the server checks the session in that load: the whole screen waits.
 */
export function NavigationSpinner() {
  const navigation = useNavigation();
  if (navigation.state !== "loading") return null;
  if (routeAccess(navigation.location.pathname) !== "public") {
    return (
      <div className="fixed inset-0 z-50 flex items-center justify-center bg-stage-950/95" data-testid="verifying-access">
        <Spinner label={authCopy.verifying.replace(/\.+$/, "")} className="text-lg" />
      </div>
    );
  }
  return (
    <div className="fixed inset-x-0 top-0 z-50 flex justify-center pt-4" data-testid="navigation-spinner">
      <Spinner className="rounded-full bg-stage-800/95 px-5 py-2 shadow-lg ring-1 ring-white/10" />
    </div>
  );
}
