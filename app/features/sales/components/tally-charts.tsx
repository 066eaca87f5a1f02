import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

/** One colour per currency, kept apart from each other on the dark page. */
const LINE_COLOURS = ["#f8c948", "#7dd3fc", "#f9a8d4", "#86efac"];
const AXIS = { stroke: "#d4d4d4", fontSize: 12 };

export interface RevenueChartProps {
  currencies: string[];
  /** One point per day or month; amounts in major units per currency. */
  points: Array<{ bucket: string } & Record<string, number | string>>;
}

/** Revenue per day or month, one line per currency (never added together). Drawn in the browser only. */
export function RevenueChart({ currencies, points }: RevenueChartProps) {
  return (
    <ResponsiveContainer width="100%" height={260}>
      <LineChart data={points} margin={{ top: 8, right: 16, bottom: 8, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid stroke="#ffffff22" />
        <XAxis dataKey="bucket" tick={AXIS} stroke={AXIS.stroke} minTickGap={16} />
        <YAxis tick={AXIS} stroke={AXIS.stroke} width={56} />
        <Tooltip contentStyle={{ background: "#121019", border: "1px solid #ffffff33" }} />
        <Legend />
        {currencies.map((currency, i) => (
          <Line key={currency} type="monotone" dataKey={currency} name={currency} stroke={LINE_COLOURS[i % LINE_COLOURS.length]} strokeWidth={2} dot={false} isAnimationActive={false} />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}

export interface TicketsChartProps {
  bars: Array<{ label: string; tickets: number }>;
}

/** Tickets as horizontal bars (long event and tier names fit on a phone). Drawn in the browser only. */
export function TicketsChart({ bars }: TicketsChartProps) {
  return (
    <ResponsiveContainer width="100%" height={Math.max(120, bars.length * 32 + 40)}>
      <BarChart data={bars} layout="vertical" margin={{ top: 8, right: 16, bottom: 8, left: 8 }} accessibilityLayer={false}>
        <CartesianGrid stroke="#ffffff22" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={AXIS} stroke={AXIS.stroke} />
        <YAxis type="category" dataKey="label" tick={AXIS} stroke={AXIS.stroke} width={120} />
        <Tooltip cursor={{ fill: "#ffffff11" }} contentStyle={{ background: "#121019", border: "1px solid #ffffff33" }} />
        <Bar dataKey="tickets" name="Tickets" fill="#f8c948" isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
