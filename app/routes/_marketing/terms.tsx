import { Link } from 'react-router'
import { CompanyEmail, CompanyName, contactSection, LegalPage, type LegalSection } from '#app/components/marketing/legal-page.tsx'
import { pageMeta } from '#app/utils/meta.ts'
import type { Route } from './+types/terms'

export const meta: Route.MetaFunction = () =>
  pageMeta('Terms of Service', 'The terms for using Unfiltered: subscriptions, billing, cancellation at period end and refunds.')

const email = <CompanyEmail />

const sections: LegalSection[] = [
  {
    id: 'agreement',
    title: 'The agreement',
    body: (
      <p>
        These terms are an agreement between you and <CompanyName /> (&ldquo;Unfiltered&rdquo;, &ldquo;we&rdquo;, &ldquo;us&rdquo;). They
        apply when you use this website, create an account, buy a subscription or a one-time service, or join as a writer. If you accept
        them for a company, you confirm that you may bind it. If you do not agree, please do not use the service.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <ul>
        <li>Give accurate details and keep them up to date. You must be at least 18 and buying for business or professional purposes.</li>
        <li>
          Keep your password safe. You are responsible for what happens under your account; tell us straight away at {email} if you think
          someone else has used it.
        </li>
        <li>One account per person. Accounts have a role (founder, writer or admin) that decides what you can see and do.</li>
      </ul>
    ),
  },
  {
    id: 'services',
    title: 'What we provide',
    body: (
      <>
        <p>
          We sell human-written content (blog articles, LinkedIn posts, PR articles and strategy sessions) on subscription plans, and a
          one-time LinkedIn Profile Optimization service. What each plan includes is listed on our{' '}
          <Link to="/pricing" className="link">
            pricing page
          </Link>{' '}
          at the time you buy. Some plans have limited slots and may be sold out.
        </p>
        <p>
          Drafts are typically delivered within 2-3 business days of a confirmed brief. Most plans include 1-2 revision rounds per piece and
          Enterprise includes unlimited revisions. Turnaround times are targets, not guarantees, and depend on you providing briefs,
          feedback and approvals on time.
        </p>
      </>
    ),
  },
  {
    id: 'billing',
    title: 'Prices and payment',
    body: (
      <>
        <ul>
          <li>Prices are shown in US dollars (USD) or Indian rupees (INR). The price you pay is the one shown at checkout.</li>
          <li>USD payments are processed by Stripe and INR payments by PhonePe. Your card or UPI details go to them, never to us.</li>
          <li>If you enter a GST number at checkout, 18% GST is added to the total. Other taxes may apply where the law requires them.</li>
          <li>Yearly plans are billed up front and cost about 20% less than twelve monthly payments.</li>
          <li>If a payment fails, we may pause deliveries until it succeeds.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'renewal',
    title: 'Renewal',
    body: (
      <p>
        <strong>Subscriptions renew automatically</strong> at the end of each billing period, monthly or yearly depending on the plan you
        chose, and are charged to the same payment method at the then-current price, until you cancel. We will tell you by email before any
        price change affects your renewal.
      </p>
    ),
  },
  {
    id: 'plan-changes',
    title: 'Changing your plan',
    body: (
      <p>
        You can upgrade or downgrade at any time from your dashboard or by emailing us.{' '}
        <strong>Plan changes take effect at the next billing cycle</strong>: you keep everything in your current plan until the period ends,
        and the new plan and price apply from the next renewal.
      </p>
    ),
  },
  {
    id: 'cancellation',
    title: 'Cancellation',
    body: (
      <p>
        You can cancel at any time from your dashboard or by emailing {email}. There are no cancellation fees.{' '}
        <strong>Cancellation takes effect at the end of the current billing period</strong>: the subscription will not renew, and you keep
        access and the deliveries included in the period you have already paid for.
      </p>
    ),
  },
  {
    id: 'refunds',
    title: 'Refunds',
    body: (
      <>
        <ul>
          <li>
            Subscription payments are not refunded for a billing period that has already started, except as described here or where the law
            requires it.
          </li>
          <li>
            If we do not deliver content included in your plan for a period and cannot deliver it within a reasonable time, we will refund
            the undelivered part of that period&rsquo;s fee.
          </li>
          <li>
            The one-time LinkedIn Profile Optimization is refunded in full if you cancel before work starts; after work has started it is
            not refundable.
          </li>
          <li>Duplicate or mistaken charges are always refunded in full.</li>
        </ul>
        <p>
          Refunds go back to the original payment method through Stripe or PhonePe and usually arrive within 5-10 business days. To ask for
          one, email {email}. If you are unhappy with a draft, tell us: we will revise it within your revision rounds or match you with a
          different writer.
        </p>
      </>
    ),
  },
  {
    id: 'ownership',
    title: 'Who owns the content',
    body: (
      <ul>
        <li>
          Once the period it was delivered in is paid for, the content we write for you is yours, and you may publish, edit and reuse it as
          you like, under your own name.
        </li>
        <li>You keep ownership of everything you give us. You allow us to use it only to provide the service to you.</li>
        <li>
          We will not name you as a client or publish your content as a sample without your permission. Our case studies use changed client
          names.
        </li>
        <li>Our website, templates, guides and brand remain ours.</li>
      </ul>
    ),
  },
  {
    id: 'your-responsibilities',
    title: 'Your responsibilities',
    body: (
      <ul>
        <li>Do not ask us to write anything unlawful, defamatory, misleading or that infringes someone else&rsquo;s rights.</li>
        <li>
          Make sure the facts, figures and claims you give us are accurate, and review every piece before you publish it. You decide what
          goes out under your name.
        </li>
        <li>Do not misuse the site: no attempts to break in, overload it, scrape it or get around its security.</li>
      </ul>
    ),
  },
  {
    id: 'writers',
    title: 'Writers',
    body: (
      <p>
        If you join as a writer, these terms apply to your use of the platform. Assignments, pay and confidentiality are covered by the
        separate writer agreement we share during onboarding. Writers keep client material confidential and may not reuse work written for a
        client.
      </p>
    ),
  },
  {
    id: 'results',
    title: 'Results',
    body: (
      <p>
        The results, figures and case studies on our website describe what clients achieved. They show what is possible, not what is
        guaranteed: engagement and conversions depend on many things outside our control.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    body: (
      <p>
        We provide the service with reasonable skill and care. To the extent the law allows, we are not liable for indirect or consequential
        losses such as lost profits or reputation, and our total liability to you in any twelve months is limited to the fees you paid us in
        that period. Nothing in these terms limits liability that cannot be limited by law.
      </p>
    ),
  },
  {
    id: 'suspension',
    title: 'Suspension and termination',
    body: (
      <p>
        We may suspend or close an account that breaks these terms, fails to pay, or puts other users or the service at risk. Where we can,
        we will warn you first and give you a chance to fix the problem. If we end the service for reasons that are not your fault, we will
        refund any unused, prepaid part of your subscription.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms. We will change the date at the top of this page and, for significant changes, email account holders at
        least 14 days before they take effect. Continuing to use the service after that means you accept the new terms; if you do not, you
        can cancel before they apply.
      </p>
    ),
  },
  contactSection,
]

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      intro={
        <p>
          These are the rules for using Unfiltered. The short version: subscriptions renew monthly or yearly until you cancel, cancelling
          stops the next renewal and takes effect at the end of the period you have paid for, plan changes apply from the next billing
          cycle, and the content we write for you is yours.
        </p>
      }
      sections={sections}
      otherPolicy={{ href: '/privacy', label: 'Privacy Policy' }}
    />
  )
}
