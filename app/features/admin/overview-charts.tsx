// Small inline SVG bar charts (no chart library): bars drawn in SVG, labels in HTML so they stay
// readable at any width, and the same numbers as a table for screen readers and for reading exactly.

export type Series = { key: string; label: string; className: string; format: (value: number) => string }
export type ChartRow = { month: string } & Record<string, number | string>

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** "2026-03" → "Mar" (and "Mar 2026" in full). */
export function monthLabel(month: string, full = false) {
  const [year, index] = month.split('-')
  const name = MONTH_NAMES[Number(index) - 1] ?? month
  return full ? `${name} ${year}` : name
}

const WIDTH = 600
const HEIGHT = 160

/**
 * One bar per series per month, for twelve months. `summary` is what a screen reader hears for the picture; the table
 * below it (in a disclosure) holds every number.
 */
export function BarChart({
  id,
  title,
  summary,
  rows,
  series,
}: {
  id: string
  title: string
  summary: string
  rows: ChartRow[]
  series: Series[]
}) {
  const values = rows.flatMap((row) => series.map((s) => Number(row[s.key] ?? 0)))
  const max = Math.max(0, ...values)
  const slot = WIDTH / Math.max(1, rows.length)
  const gap = slot * 0.2
  const barWidth = (slot - gap) / series.length
  return (
    <figure aria-labelledby={`${id}-title`} className="min-w-0">
      <figcaption id={`${id}-title`} className="font-bold">
        {title}
      </figcaption>
      {series.length > 1 ? (
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-soft" aria-label="Legend">
          {series.map((s) => (
            <li key={s.key} className="flex items-center gap-2">
              <svg width="12" height="12" aria-hidden="true">
                <rect width="12" height="12" rx="2" className={s.className} />
              </svg>
              {s.label}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-3 flex gap-2">
        <div className="flex w-14 shrink-0 flex-col justify-between text-right text-xs text-ink-soft" aria-hidden="true">
          <span>{series[0]!.format(max)}</span>
          <span>{series[0]!.format(0)}</span>
        </div>
        <div className="min-w-0 flex-1">
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            className="block h-40 w-full border-b border-l border-ink/20"
            role="img"
            aria-label={summary}
          >
            {[0.25, 0.5, 0.75].map((fraction) => (
              <line
                key={fraction}
                x1="0"
                x2={WIDTH}
                y1={HEIGHT * fraction}
                y2={HEIGHT * fraction}
                className="stroke-ink/10"
                strokeWidth="1"
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {rows.map((row, index) =>
              series.map((s, position) => {
                const value = Number(row[s.key] ?? 0)
                const height = max > 0 ? (value / max) * (HEIGHT - 4) : 0
                return (
                  <rect
                    key={`${row.month}-${s.key}`}
                    x={index * slot + gap / 2 + position * barWidth}
                    y={HEIGHT - height}
                    width={barWidth}
                    height={height}
                    className={s.className}
                    data-value={value}
                  >
                    <title>{`${monthLabel(row.month, true)}, ${s.label}: ${s.format(value)}`}</title>
                  </rect>
                )
              }),
            )}
          </svg>
          <div className="mt-1 grid grid-cols-12 text-center text-[0.7rem] text-ink-soft" aria-hidden="true">
            {rows.map((row) => (
              <span key={row.month}>
                <span className="sm:hidden">{monthLabel(row.month).charAt(0)}</span>
                <span className="hidden sm:inline">{monthLabel(row.month)}</span>
              </span>
            ))}
          </div>
        </div>
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-ink-soft hover:text-ink">Show the numbers</summary>
        <div className="mt-2 overflow-x-auto" role="region" aria-label={`${title}: table`} tabIndex={0}>
          <table className="w-full text-left">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-ink/10">
                <th scope="col" className="py-1.5 pr-4 font-bold">
                  Month
                </th>
                {series.map((s) => (
                  <th key={s.key} scope="col" className="py-1.5 pr-4 text-right font-bold">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.month} className="border-b border-ink/5 last:border-0">
                  <th scope="row" className="py-1.5 pr-4 font-normal whitespace-nowrap">
                    {monthLabel(row.month, true)}
                  </th>
                  {series.map((s) => (
                    <td key={s.key} className="py-1.5 pr-4 text-right whitespace-nowrap tabular-nums">
                      {s.format(Number(row[s.key] ?? 0))}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}
