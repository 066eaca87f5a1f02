import { Component, lazy, Suspense, type ReactNode } from "react";
import { enrollmentCopy } from "~/content/enrollment";
import { useHydrated } from "~/lib/use-hydrated";
import type { AgeBarsChartProps } from "./age-bars-chart";

// recharts is loaded only here, after hydration: the server renders the tables, and no other page's
// JavaScript carries the chart library.
const AgeBarsChart = lazy(() => import("./age-bars-chart"));

class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p className="text-sm text-neutral-400">{enrollmentCopy.chartUnavailable}</p> : this.props.children;
  }
}

/**
 * A chart of the table beside it. The picture repeats the table's numbers, so it is hidden from
 * assistive technology; it appears once the page has hydrated.
 */
export function AgeChartSlot({ id, label, bars }: { id: string; label: string; bars: AgeBarsChartProps["bars"] }) {
  const hydrated = useHydrated();
  const loading = <p className="text-sm text-neutral-400">{enrollmentCopy.chartLoading}</p>;
  return (
    <figure data-chart={id} className="min-w-0 rounded-2xl border border-white/10 bg-stage-900 p-3">
      <div aria-hidden="true" className="min-h-32">
        {hydrated ? (
          <ChartBoundary>
            <Suspense fallback={loading}>
              <AgeBarsChart bars={bars} />
            </Suspense>
          </ChartBoundary>
        ) : (
          loading
        )}
      </div>
      <figcaption className="sr-only">{label}</figcaption>
    </figure>
  );
}
