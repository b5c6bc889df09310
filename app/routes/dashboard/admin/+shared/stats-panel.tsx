/** The admin panel's figures, counted from the database each time the tab opens (spec §9, DESIGN "beyond the spec"). */
export function StatsPanel({
  stats,
}: {
  stats: {
    packs: number
    downloads: number
    activeSubscribers: number
    attempts: number
    handedOff: number
    byStatus: { paid: number }
    successRate: string
    paidRate: string
  }
}) {
  const number = (value: number) => value.toLocaleString('en-US')
  const items = [
    { label: 'Content packs', value: number(stats.packs), note: null },
    { label: 'Downloads', value: number(stats.downloads), note: 'of content pack files' },
    { label: 'Active subscribers', value: number(stats.activeSubscribers), note: 'with an active plan' },
    {
      // Spec §9: the percent of attempts "with status success", that is handed to the payment page.
      label: 'Payment success rate',
      value: stats.successRate,
      note: stats.attempts
        ? `${number(stats.handedOff)} of ${number(stats.attempts)} checkouts reached the payment page (paid or not)`
        : 'no attempts yet',
    },
    {
      label: 'Paid rate',
      value: stats.paidRate,
      note: stats.attempts ? `${number(stats.byStatus.paid)} of ${number(stats.attempts)} checkouts were paid` : 'no attempts yet',
    },
  ]
  return (
    <section aria-labelledby="stats-heading">
      <h2 id="stats-heading" className="sr-only">
        Stats
      </h2>
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-5">
        {items.map((item) => (
          <div key={item.label} className="card p-5">
            <dt className="text-sm font-semibold text-ink-soft">{item.label}</dt>
            <dd className="mt-1 font-display text-3xl font-black" data-testid={`stat-${item.label.toLowerCase().replace(/\s+/g, '-')}`}>
              {item.value}
            </dd>
            {item.note ? <dd className="mt-1 text-xs text-ink-soft">{item.note}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  )
}
