import { useNavigation } from "react-router";
import { Spinner } from "./spinner";

/** Shown while the next page's code and data load (every route is a lazy chunk). */
export function NavigationSpinner() {
  const navigation = useNavigation();
  if (navigation.state !== "loading") return null;
  return (
    <div className="fixed inset-x-0 top-0 z-50 flex justify-center pt-4" data-testid="navigation-spinner">
      <Spinner className="rounded-full bg-stage-800/95 px-5 py-2 shadow-lg ring-1 ring-white/10" />
    </div>
  );
}
