type TestimonialProps = {
  text: string
  name: string
  /** Role and company, already joined, e.g. 'Founder & CEO, Driftline Analytics'. */
  byline: string
  size?: 'md' | 'lg'
  className?: string
}

/** A quotation with its attribution. */
export function Testimonial({ text, name, byline, size = 'md', className = '' }: TestimonialProps) {
  const initials = name
    .split(/\s+/)
    .map((part) => part[0])
    .filter(Boolean)
    .slice(0, 2)
    .join('')
  return (
    <figure className={`card flex h-full flex-col ${className}`}>
      <svg aria-hidden="true" width="36" height="28" viewBox="0 0 36 28" className="text-shock" fill="currentColor">
        <path d="M0 28V17C0 7.6 4.6 1.9 13.7 0l1.5 3.4C10.6 5 8.3 8 7.9 12.3H14V28H0zm21 0V17c0-9.4 4.6-15.1 13.7-17l1.5 3.4C31.6 5 29.3 8 28.9 12.3H35V28H21z" />
      </svg>
      <blockquote className={`mt-4 flex-1 font-semibold text-ink ${size === 'lg' ? 'text-xl sm:text-2xl' : 'text-lg'}`}>
        <p>{text}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-lime text-sm font-black text-ink"
        >
          {initials}
        </span>
        <span className="text-sm">
          <span className="block font-bold text-ink">{name}</span>
          <span className="block text-ink-soft">{byline}</span>
        </span>
      </figcaption>
    </figure>
  )
}
