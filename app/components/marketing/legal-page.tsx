import { Link, useRouteLoaderData } from 'react-router'
import { formatLongDate } from './format.ts'
import { container, eyebrow } from './styles.ts'

/** The company details from configuration (COMPANY_*), as the root loader hands them to every page. */
function useCompany(): Company {
  // Read by shape: a component does not import the route layer's types.
  const root = useRouteLoaderData('root') as { env?: { company?: Company } } | undefined
  return root?.env?.company ?? { name: 'Unfiltered', email: '', phone: '', address: '' }
}

type Company = { name: string; email: string; phone: string; address: string }

export function CompanyName() {
  return <>{useCompany().name}</>
}

export function CompanyEmail() {
  const { email } = useCompany()
  return (
    <a href={`mailto:${email}`} className="link">
      {email}
    </a>
  )
}

/** The last section of both policies. */
export const contactSection: LegalSection = {
  id: 'contact',
  title: 'Contact',
  body: <CompanyContact />,
}

function CompanyContact() {
  const company = useCompany()
  return (
    <p>
      {company.name}, {company.address}. Email <CompanyEmail />, phone {company.phone}. You can also reach us through our{' '}
      <Link to="/contact" className="link">
        contact page
      </Link>
      .
    </p>
  )
}

export const LEGAL_LAST_UPDATED = '2026-11-01'

export type LegalSection = {
  id: string
  title: string
  body: React.ReactNode
}

/** Layout for the privacy policy and the terms: title, date, table of contents, sections. */
export function LegalPage({
  title,
  intro,
  sections,
  otherPolicy,
}: {
  title: string
  intro: React.ReactNode
  sections: LegalSection[]
  otherPolicy: { href: string; label: string }
}) {
  return (
    <div className={`${container} pt-10 pb-8 sm:pt-16`}>
      <p className={eyebrow}>Legal</p>
      <h1 className="mt-3 font-display text-4xl font-black tracking-tight sm:text-6xl">{title}</h1>
      <p className="mt-4 text-ink-soft">
        Last updated <time dateTime={LEGAL_LAST_UPDATED}>{formatLongDate(LEGAL_LAST_UPDATED)}</time>
      </p>
      <div className="mt-10 grid gap-10 lg:grid-cols-[16rem_1fr] lg:gap-16">
        <nav aria-label="On this page" className="lg:sticky lg:top-28 lg:self-start">
          <p className="text-sm font-bold tracking-widest text-ink-soft uppercase">On this page</p>
          <ol className="mt-3 space-y-2 border-l-2 border-ink/10 pl-4 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="font-semibold text-ink underline-offset-4 hover:text-shock-ink hover:underline">
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl min-w-0">
          <div className="space-y-4 text-lg leading-relaxed text-ink">{intro}</div>
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-12">
              <h2 id={`${section.id}-heading`} className="font-display text-2xl font-black tracking-tight sm:text-3xl">
                {index + 1}. {section.title}
              </h2>
              <div className="mt-4 space-y-4 leading-relaxed text-ink [&_li]:mt-2 [&_strong]:font-bold [&_ul]:list-disc [&_ul]:pl-6">
                {section.body}
              </div>
            </section>
          ))}
          <p className="mt-12 border-t border-ink/10 pt-6 text-ink-soft">
            See also our{' '}
            <Link to={otherPolicy.href} className="link">
              {otherPolicy.label}
            </Link>
            . Questions? Write to <CompanyEmail /> or use our{' '}
            <Link to="/contact" className="link">
              contact page
            </Link>
            .
          </p>
        </div>
      </div>
    </div>
  )
}
