import { useId } from 'react'
import { container } from './styles.ts'

type CtaBandProps = {
  heading: string
  text?: string
  /** Links styled with btnOnDark / btnOutlineOnDark. */
  children: React.ReactNode
}

/** The dark closing call-to-action block used at the bottom of marketing pages. */
export function CtaBand({ heading, text, children }: CtaBandProps) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={`${container} mt-20`}>
      <div className="relative overflow-hidden rounded-3xl bg-ink px-6 py-12 text-paper sm:px-12 sm:py-16">
        <svg
          aria-hidden="true"
          width="320"
          height="320"
          viewBox="0 0 320 320"
          className="pointer-events-none absolute -top-20 -right-20 h-80 w-80 opacity-30"
        >
          <circle cx="160" cy="160" r="150" fill="none" stroke="#ff5a36" strokeWidth="2" />
          <circle cx="160" cy="160" r="110" fill="none" stroke="#c6f432" strokeWidth="2" />
          <circle cx="160" cy="160" r="70" fill="none" stroke="#ff5a36" strokeWidth="2" />
        </svg>
        <div className="relative max-w-2xl">
          <h2 id={headingId} className="font-display text-3xl font-black tracking-tight text-balance sm:text-4xl">
            {heading}
          </h2>
          {text ? <p className="mt-4 text-lg text-paper/85">{text}</p> : null}
          <div className="mt-8 flex flex-wrap gap-3">{children}</div>
        </div>
      </div>
    </section>
  )
}
