/**
 * A line chart of values per day (uPlot: a small canvas chart library, loaded only with the
 * dashboard's chunk). The canvas is described for assistive technology, and the same numbers
 * are in a table below it.
 */
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

export type DaySeries = { label: string; values: number[] };

const PALETTE = ["var(--color-primary)", "#b45309", "#047857", "#7c3aed", "#be123c", "#0369a1", "#4d7c0f", "#a21caf"];
const dayLabel = new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "short" });

function colour(index: number, root: HTMLElement): string {
  const value = PALETTE[index % PALETTE.length] ?? "#1d4ed8";
  if (!value.startsWith("var(")) return value;
  return getComputedStyle(root).getPropertyValue(value.slice(4, -1)).trim() || "#1d4ed8";
}

export function DayChart({ title, days, series }: { title: string; days: string[]; series: DaySeries[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const x = days.map((d) => new Date(`${d}T12:00:00`).getTime() / 1000);
    const chart = new uPlot(
      {
        width: element.clientWidth || 600,
        height: 240,
        scales: { x: { time: true } },
        axes: [{}, { size: 50 }],
        series: [{}, ...series.map((s, i) => ({ label: s.label, stroke: colour(i, document.documentElement), width: 2 }))],
      },
      [x, ...series.map((s) => s.values)],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: 240 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days, series]);
  const totals = series.map((s) => `${s.label} ${s.values.reduce((a, b) => a + b, 0)}`).join(", ");
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-lg font-bold">{title}</figcaption>
      <div ref={box} role="img" aria-label={`${title}: a chart per day over ${days.length} days. Totals: ${totals}.`} />
      <details>
        <summary className="cursor-pointer text-sm font-semibold">{`${title} as a table`}</summary>
        <div className="max-h-72 overflow-auto">
          <table className="text-sm">
            <thead>
              <tr>
                <th scope="col" className="px-2 text-left">Day</th>
                {series.map((s) => (
                  <th key={s.label} scope="col" className="px-2 text-right">{s.label}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day, i) => (
                <tr key={day}>
                  <th scope="row" className="px-2 text-left font-normal">{dayLabel.format(new Date(`${day}T12:00:00`))}</th>
                  {series.map((s) => (
                    <td key={s.label} className="px-2 text-right">{s.values[i]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
