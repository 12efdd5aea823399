import { BarElement, CategoryScale, Chart, LinearScale, Tooltip, type ChartOptions } from "chart.js";
import { Bar } from "react-chartjs-2";
import { formatPrice, parseCents } from "@shared/money";
import type { MonthRevenue } from "@shared/stats";
import { monthName } from "./revenue-months";

// Only the pieces of a bar chart, so the rest of chart.js is shaken out (Bar registers its controller);
// this module is its own chunk, loaded by the admin's revenue card (decision 028).
Chart.register(BarElement, CategoryScale, LinearScale, Tooltip);

// The shop's woods (src/client/styles.css): walnut bars, the current month in cherry.
const WALNUT = "#5a3a22";
const CHERRY = "#9c4a2f";
const GRAIN = "#e2d5c1";
const INK = "#6b5240";
const FONT = { family: '"Inter Variable", "Inter Fallback", system-ui, sans-serif', size: 12 };

const compactDollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  notation: "compact",
  maximumFractionDigits: 1,
});

/**
 * "Jan", or "J" where 12 names would not fit (a phone); January and the first month add their year
 * below ("’26" on a phone).
 */
function axisLabel(month: string, index: number, narrow: boolean): string | string[] {
  const short = monthName(month, "short");
  if (index !== 0 && !month.endsWith("-01")) return narrow ? short.charAt(0) : short;
  return narrow ? [short.charAt(0), `’${month.slice(2, 4)}`] : [short, month.slice(0, 4)];
}

/** The bars of the revenue card; the card's table holds the same numbers for those who cannot see them. */
export default function RevenueBars({ months, summary }: { months: MonthRevenue[]; summary: string }) {
  const reduceMotion = typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const last = months.length - 1;
  const data = {
    labels: months.map((m) => m.month),
    datasets: [
      {
        label: "Revenue",
        // Display only: the bars' heights in dollars; every figure shown in words comes from the cents.
        data: months.map((m) => (parseCents(m.revenue) ?? 0) / 100),
        backgroundColor: months.map((_, i) => (i === last ? CHERRY : WALNUT)),
        hoverBackgroundColor: CHERRY,
        borderRadius: 4,
        maxBarThickness: 40,
      },
    ],
  };
  const options: ChartOptions<"bar"> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: reduceMotion ? false : { duration: 500 },
    plugins: {
      tooltip: {
        backgroundColor: "#2b1d14",
        titleFont: { ...FONT, weight: 600 },
        bodyFont: FONT,
        padding: 10,
        displayColors: false,
        callbacks: {
          title: (items) => (items[0] ? monthName(months[items[0].dataIndex].month, "long") : ""),
          label: (item) => formatPrice(months[item.dataIndex].revenue),
        },
      },
    },
    scales: {
      x: {
        grid: { display: false },
        border: { color: GRAIN },
        ticks: {
          color: INK,
          font: FONT,
          maxRotation: 0,
          autoSkip: false,
          callback(_value, index) {
            return axisLabel(months[index].month, index, this.chart.width < 480);
          },
        },
      },
      y: {
        beginAtZero: true,
        suggestedMax: 100,
        grid: { color: GRAIN },
        border: { display: false },
        ticks: { color: INK, font: FONT, maxTicksLimit: 5, callback: (value) => compactDollars.format(Number(value)) },
      },
    },
  };
  return <Bar data={data} options={options} role="img" aria-label={summary} />;
}
