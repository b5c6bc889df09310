import { data, useRouteLoaderData } from 'react-router'
import { bookACall, contactDetails, contactIntro, contactTestimonials } from '#app/content/site.ts'
import { PageHeader, SectionHeading } from '#app/components/marketing/page-header.tsx'
import { btnOnDark, container } from '#app/components/marketing/styles.ts'
import { Testimonial } from '#app/components/marketing/testimonial.tsx'
import { FormSuccessNote } from '#app/components/forms.tsx'
import { CONTACT_FORM_ID, ContactForm, type ContactActionData } from '#app/features/contact/contact-form.tsx'
import { CONTACT_MESSAGES, HONEYPOT_FIELD, parseContactForm, typedValues } from '#app/features/contact/contact-schema.ts'
import { subjectForTopic } from '#app/content/contact-topics.ts'
import { submitContactMessage } from '#app/features/contact/submit-contact-message.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { getEnv, getPublicEnv } from '#app/utils/env.server.ts'
import { keepInputOnFailure } from '#app/utils/keep-input.ts'
import { readFormData } from '#app/utils/form-data.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { getClientIp, rateLimitMessage } from '#app/utils/rate-limit.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import type { loader as rootLoader } from '#app/root.tsx'
import type { Route } from './+types/contact'

export const meta: Route.MetaFunction = () =>
  pageMeta('Contact', 'Get in touch with Unfiltered: send a message or book a 15-minute discovery call.')

/** The action's own headers (Retry-After on a 429) reach the page the browser gets without JavaScript. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders

export function loader({ url }: Route.LoaderArgs) {
  const { schedulingUrl, company } = getPublicEnv()
  // A link from a "… for me" button fills in the subject; any other topic is ignored.
  return { schedulingUrl, company, subject: subjectForTopic(url.searchParams.get('topic')) }
}

const sent = () => redirectWithToast('/contact', { type: 'success', title: CONTACT_MESSAGES.success, id: CONTACT_FORM_ID })

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request)
  // A bot filled the hidden field: it gets the same answer as a person, and nothing happens.
  const honeypot = form.get(HONEYPOT_FIELD)
  if (typeof honeypot === 'string' && honeypot !== '') return sent()

  const submission = parseContactForm(form)
  // The form's line above the fields and each field's message, as the browser shows them with JavaScript.
  if (submission.status !== 'success') return data<ContactActionData>({ result: submission.reply() }, { status: 400 })
  const refuse = (status: number, message: string, headers?: HeadersInit) =>
    data<ContactActionData>({ result: submission.reply({ formErrors: [message] }) }, { status, headers })

  try {
    const result = await submitContactMessage(getDb(), submission.value, {
      ip: getClientIp(request),
      teamEmail: getEnv().CONTACT_TEAM_EMAIL,
    })
    if (result.status === 'rate-limited') {
      return refuse(429, rateLimitMessage(result.retryAfterSeconds), { 'Retry-After': String(result.retryAfterSeconds) })
    }
  } catch (error) {
    logger.error({ err: error }, 'contact message could not be stored')
    return refuse(503, CONTACT_MESSAGES.failed)
  }
  return sent()
}

/** With JavaScript: a request that never got a proper answer keeps the typed values and says so (docs/forms.md). */
export const clientAction = (args: Route.ClientActionArgs) =>
  keepInputOnFailure<ContactActionData>(args, { message: CONTACT_MESSAGES.error, values: typedValues })

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { schedulingUrl, company, subject } = loaderData
  const toast = useRouteLoaderData<typeof rootLoader>('root')?.toast
  return (
    <>
      <PageHeader eyebrow="Contact" title={contactIntro.title} subtitle={contactIntro.subtitle} />
      <div className={`${container} grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12`}>
        <section aria-labelledby="contact-form-heading" className="card sm:p-8 lg:self-start">
          <h2 id="contact-form-heading" className="font-display text-2xl font-black tracking-tight">
            Send us a message
          </h2>
          <p className="mt-2 text-ink-soft">Name, email and message are required.</p>
          <FormSuccessNote toast={toast} forms={[CONTACT_FORM_ID]} className="mt-4" />
          <div className="mt-6">
            <ContactForm key={subject} actionData={actionData} subject={subject} />
          </div>
        </section>

        <aside className="space-y-8" aria-label="Other ways to reach us">
          <section aria-labelledby="book-a-call-heading" className="rounded-3xl bg-ink p-8 text-paper">
            <h2 id="book-a-call-heading" className="font-display text-2xl font-black tracking-tight">
              {bookACall.title}
            </h2>
            <p className="mt-1 text-sm font-bold tracking-widest text-lime uppercase">{bookACall.durationMinutes}-minute discovery call</p>
            <p className="mt-3 text-paper/85">{bookACall.text}</p>
            <a href={schedulingUrl} target="_blank" rel="noopener noreferrer" className={`${btnOnDark} mt-6`}>
              {bookACall.buttonLabel}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </section>

          <section aria-labelledby="contact-details-heading" className="card sm:p-8">
            <h2 id="contact-details-heading" className="font-display text-2xl font-black tracking-tight">
              Contact details
            </h2>
            <dl className="mt-5 space-y-4 text-sm">
              <Detail label="Email">
                <a href={`mailto:${company.email}`} className="link break-all">
                  {company.email}
                </a>
              </Detail>
              <Detail label="Phone">
                <a href={`tel:${company.phone.replace(/[^\d+]/g, '')}`} className="link">
                  {company.phone}
                </a>
              </Detail>
              <Detail label="Office">
                <address className="not-italic">{company.address}</address>
              </Detail>
              <Detail label="Hours">{contactDetails.hours}</Detail>
            </dl>
            <p className="mt-5 rounded-xl bg-paper px-4 py-3 text-sm font-semibold">{contactDetails.responseTime}</p>
          </section>
        </aside>
      </div>

      <section aria-labelledby="contact-testimonials-heading" className={`${container} mt-20`}>
        <SectionHeading id="contact-testimonials-heading" eyebrow="Clients" title="What happens after you hit send" />
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          {contactTestimonials.map((item) => (
            <Testimonial key={item.name} text={item.text} name={item.name} byline={`${item.role}, ${item.company}`} />
          ))}
        </div>
      </section>
    </>
  )
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="font-bold tracking-widest text-ink-soft uppercase">{label}</dt>
      <dd className="mt-1 text-base">{children}</dd>
    </div>
  )
}
