import { Component, lazy, Suspense, type ReactNode } from "react";
import { salesCopy } from "~/content/sales";
import { useHydrated } from "~/lib/use-hydrated";
import type { RevenueChartProps, TicketsChartProps } from "./tally-charts";

// recharts is loaded only here, after hydration: the server renders the tables, and no other page's
// JavaScript carries the chart library.
const loadCharts = () => import("./tally-charts");
const RevenueChart = lazy(() => loadCharts().then((m) => ({ default: m.RevenueChart })));
const TicketsChart = lazy(() => loadCharts().then((m) => ({ default: m.TicketsChart })));

class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p className="text-sm text-neutral-400">{salesCopy.chartUnavailable}</p> : this.props.children;
  }
}

type ChartProps = { kind: "revenue"; props: RevenueChartProps } | { kind: "tickets"; props: TicketsChartProps };

/**
 * A chart of the table beside it. The picture repeats the table's numbers, so it is hidden from
 * assistive technology; it appears once the page has hydrated.
 */
export function ChartSlot({ label, chart }: { label: string; chart: ChartProps }) {
  const hydrated = useHydrated();
  const loading = <p className="text-sm text-neutral-400">{salesCopy.chartLoading}</p>;
  return (
    <figure data-chart={chart.kind} data-chart-label={label} className="min-w-0 rounded-2xl border border-white/10 bg-stage-900 p-3">
      <div aria-hidden="true" className="min-h-32">
        {hydrated ? (
          <ChartBoundary>
            <Suspense fallback={loading}>{chart.kind === "revenue" ? <RevenueChart {...chart.props} /> : <TicketsChart {...chart.props} />}</Suspense>
          </ChartBoundary>
        ) : (
          loading
        )}
      </div>
      <figcaption className="sr-only">{label}</figcaption>
    </figure>
  );
}
