import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { enrollmentCopy } from "~/content/enrollment";

const AXIS = { stroke: "#d4d4d4", fontSize: 12 };

export interface AgeBarsChartProps {
  bars: Array<{ label: string; twelveAndUnder: number; thirteenAndUp: number }>;
}

/** People per row as horizontal bars, the two age groups stacked (long names fit on a phone). Drawn in the browser only. */
export default function AgeBarsChart({ bars }: AgeBarsChartProps) {
  const columns = enrollmentCopy.columns;
  return (
    <ResponsiveContainer width="100%" height={Math.max(140, bars.length * 34 + 70)}>
      <BarChart data={bars} layout="vertical" margin={{ top: 8, right: 16, bottom: 8, left: 8 }} accessibilityLayer={false}>
        <CartesianGrid stroke="#ffffff22" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={AXIS} stroke={AXIS.stroke} />
        <YAxis type="category" dataKey="label" tick={AXIS} stroke={AXIS.stroke} width={120} />
        <Tooltip cursor={{ fill: "#ffffff11" }} contentStyle={{ background: "#121019", border: "1px solid #ffffff33" }} />
        <Legend />
        <Bar dataKey="twelveAndUnder" name={columns.twelveAndUnder} stackId="age" fill="#7dd3fc" isAnimationActive={false} />
        <Bar dataKey="thirteenAndUp" name={columns.thirteenAndUp} stackId="age" fill="#f8c948" isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
