import { CalendarCheck2, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { cityPageCopy } from "~/content/city-page";
import { cn } from "~/lib/cn";

/** The strip above a cancelled event's hero, or, quieter, above one that has taken place. */
export function CancelledBanner({ reason = "cancelled" }: { reason?: "cancelled" | "ended" }) {
  const copy = cityPageCopy[reason];
  const cancelled = reason === "cancelled";
  const Icon = cancelled ? TriangleAlert : CalendarCheck2;
  return (
    <div
      role={cancelled ? "alert" : "status"}
      data-event-closed={reason}
      className={cn("border-b", cancelled ? "border-rose-cue/40 bg-rose-950/60" : "border-white/10 bg-stage-900")}
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p className="flex items-start gap-3 text-sm">
          <Icon aria-hidden className={cn("mt-0.5 size-5 shrink-0", cancelled ? "text-rose-cue" : "text-spot-400")} />
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
