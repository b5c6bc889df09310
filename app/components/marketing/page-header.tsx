import { container, eyebrow as eyebrowClass } from './styles.ts'

type PageHeaderProps = {
  eyebrow?: string
  title: React.ReactNode
  subtitle?: React.ReactNode
  /** Buttons or links shown under the subtitle. */
  children?: React.ReactNode
}

/** The top of a marketing page: eyebrow, the page's single h1, subtitle and actions. */
export function PageHeader({ eyebrow, title, subtitle, children }: PageHeaderProps) {
  return (
    <div className={`${container} pt-10 pb-10 sm:pt-16`}>
      {eyebrow ? <p className={eyebrowClass}>{eyebrow}</p> : null}
      <h1 className="mt-3 max-w-4xl font-display text-4xl font-black tracking-tight text-balance break-words sm:text-6xl">{title}</h1>
      {subtitle ? <p className="mt-5 max-w-2xl text-lg text-ink-soft sm:text-xl">{subtitle}</p> : null}
      {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
    </div>
  )
}

/** A section heading with optional intro, used for the h2 of each page block. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  className = '',
}: {
  id?: string
  eyebrow?: string
  title: React.ReactNode
  intro?: React.ReactNode
  className?: string
}) {
  return (
    <div className={`max-w-3xl ${className}`}>
      {eyebrow ? <p className={eyebrowClass}>{eyebrow}</p> : null}
      <h2 id={id} className="mt-2 font-display text-3xl font-black tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {intro ? <p className="mt-4 text-lg text-ink-soft">{intro}</p> : null}
    </div>
  )
}
