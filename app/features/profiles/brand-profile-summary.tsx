import { useId } from 'react'
import { BRAND_SECTIONS, brandCompleteness, completenessText, type BrandProfileView, type BrandSectionKey } from './brand-profile.ts'

/** How far the questionnaire is filled in: the count in words and a bar. */
export function BrandCompleteness({
  complete,
  total,
  label = 'Brand profile completeness',
}: {
  complete: number
  total: number
  label?: string
}) {
  const text = completenessText({ complete, total })
  return (
    <div>
      <p className="text-sm font-semibold">{text}</p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={complete}
        aria-valuetext={text}
        className="mt-2 h-2.5 w-full overflow-hidden rounded-full bg-ink/10"
      >
        <div className="h-full rounded-full bg-ink transition-[width]" style={{ width: `${Math.round((complete / total) * 100)}%` }} />
      </div>
    </div>
  )
}

function ExternalLink({ href }: { href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="link break-all">
      {href.replace(/^https?:\/\/(www\.)?/, '')}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}

function SectionValue({ profile, section }: { profile: BrandProfileView; section: BrandSectionKey }) {
  switch (section) {
    case 'voiceWords':
      return profile.voiceWords.length ? (
        <ul className="flex flex-wrap gap-2">
          {profile.voiceWords.map((word) => (
            <li key={word} className="rounded-full bg-lime/50 px-3 py-1 text-sm font-semibold">
              {word}
            </li>
          ))}
        </ul>
      ) : null
    case 'likedExamples':
      return profile.likedExamples.length ? (
        <ul className="space-y-1">
          {profile.likedExamples.map((link) => (
            <li key={link}>
              <ExternalLink href={link} />
            </li>
          ))}
        </ul>
      ) : null
    case 'linkedinUrl':
      return profile.linkedinUrl ? <ExternalLink href={profile.linkedinUrl} /> : null
    default: {
      const value = profile[section]
      return value ? <p className="whitespace-pre-line">{value}</p> : null
    }
  }
}

/**
 * A founder's brand profile to read: beside each submission for the writers assigned to them
 * (from getBrandProfileForReader, which returns null when there is none or it is not theirs to read).
 */
export function BrandProfileSummary({
  profile,
  founderName,
  headingLevel = 2,
  className = '',
  title: titleText,
}: {
  profile: BrandProfileView | null
  founderName?: string | null
  /** Instead of "{founderName}'s brand profile". */
  title?: string
  headingLevel?: 2 | 3
  className?: string
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const title = titleText ?? (founderName ? `${founderName}'s brand profile` : 'Brand profile')
  const completeness = brandCompleteness(profile)
  const headingId = useId()
  return (
    <section className={`card ${className}`} aria-labelledby={headingId}>
      <Heading id={headingId} className="font-display text-xl font-black">
        {title}
      </Heading>
      {profile && completeness.complete > 0 ? (
        <>
          <div className="mt-3 max-w-xs">
            <BrandCompleteness complete={completeness.complete} total={completeness.total} label={`${title}: completeness`} />
          </div>
          <dl className="mt-5 space-y-4 text-sm">
            {BRAND_SECTIONS.map((section) => (
              <div key={section.key}>
                <dt className="font-bold">{section.label}</dt>
                <dd className="mt-1 text-ink-soft">
                  <SectionValue profile={profile} section={section.key} /> {sectionEmpty(profile, section.key) ? 'Not given yet.' : null}
                </dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <p className="mt-3 text-ink-soft">The brand questionnaire has not been filled in yet.</p>
      )}
    </section>
  )
}

function sectionEmpty(profile: BrandProfileView, key: BrandSectionKey) {
  const value = profile[key]
  return Array.isArray(value) ? value.length === 0 : !value
}
