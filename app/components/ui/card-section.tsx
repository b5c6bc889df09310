/**
 * A dashboard section on its own card: the h2 that names it (screen readers hear the section by that
 * name), what stands beside the heading (actions, a total), then the section's content.
 */
export function CardSection({
  id,
  title,
  aside,
  testId,
  children,
}: {
  /** The heading's id, unique on the page. */
  id: string
  title: React.ReactNode
  aside?: React.ReactNode
  testId?: string
  children: React.ReactNode
}) {
  const heading = (
    <h2 id={id} className="font-display text-xl font-black">
      {title}
    </h2>
  )
  return (
    <section aria-labelledby={id} className="card sm:p-8" data-testid={testId}>
      {aside ? (
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  )
}
