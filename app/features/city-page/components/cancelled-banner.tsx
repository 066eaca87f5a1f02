import { TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { cityPageCopy } from "~/content/city-page";

export function CancelledBanner() {
  const copy = cityPageCopy.cancelled;
  return (
    <div role="alert" className="border-b border-rose-cue/40 bg-rose-950/60">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p className="flex items-start gap-3 text-sm">
          <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-rose-cue" />
          <span>
            <strong className="block text-base">{copy.bannerTitle}</strong>
            {copy.bannerText}{" "}
            <Link to="/" className="font-semibold underline">
              {copy.bannerLink}
            </Link>
            .
          </span>
        </p>
        <Button asChild variant="outline" className="shrink-0">
          <Link to="/">{copy.seeOtherCities}</Link>
        </Button>
      </div>
    </div>
  );
}
