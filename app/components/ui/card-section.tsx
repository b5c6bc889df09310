/**
 * A dashboard section on its own card: the h2 that names it (screen readers hear the section by that
 * name), what stands beside the heading (actions, a total), a line on what the section is for, then the
 * section's content.
 */
export function CardSection({
  id,
  title,
  aside,
  description,
  tone,
  testId,
  children,
}: {
  /** The heading's id, unique on the page. */
  id: string
  title: React.ReactNode
  aside?: React.ReactNode
  description?: React.ReactNode
  /** `danger`: a section whose action cannot be undone (closing an account) wears a red edge. */
  tone?: 'danger'
  testId?: string
  children: React.ReactNode
}) {
  const heading = (
    <h2 id={id} className="font-display text-xl font-black">
      {title}
    </h2>
  )
  return (
    <section aria-labelledby={id} className={tone === 'danger' ? 'card border-shock/40 sm:p-8' : 'card sm:p-8'} data-testid={testId}>
      {aside ? (
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {description ? <p className="mt-1 text-ink-soft">{description}</p> : null}
      {children}
    </section>
  )
}

/**
 * A panel of Settings, all built alike: a CardSection (h2, a line on what it is for), then its body
 * (status lines, then a form whose refusal is said at its top and whose submit button comes last, or a
 * list) with the same spacing. Each form's success is a toast after its redirect (NoScriptOutcome
 * without JavaScript, in the settings layout).
 */
export function SettingsPanel({
  id,
  title,
  description,
  tone,
  children,
}: {
  id: string
  title: React.ReactNode
  description?: React.ReactNode
  tone?: 'danger'
  children: React.ReactNode
}) {
  return (
    <CardSection id={id} title={title} description={description} tone={tone}>
      <div className="mt-6 space-y-5">{children}</div>
    </CardSection>
  )
}
