import { CompanyEmail, CompanyName, contactSection, LegalPage, type LegalSection } from '#app/components/marketing/legal-page.tsx'
import { pageMeta } from '#app/utils/meta.ts'
import type { Route } from './+types/privacy'

export const meta: Route.MetaFunction = () =>
  pageMeta('Privacy Policy', 'What Unfiltered collects, why, who processes payments, cookies and how long we keep data.')

const email = <CompanyEmail />

const sections: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <>
        <p>
          <CompanyName /> (&ldquo;Unfiltered&rdquo;, &ldquo;we&rdquo;, &ldquo;us&rdquo;) runs this website and the content-writing service
          sold on it. We decide how and why your personal data is used, which makes us responsible for it. You can reach us about anything
          in this policy at {email}.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <>
        <p>We collect only what we need to run your account, write your content and get paid:</p>
        <ul>
          <li>
            <strong>Account details:</strong> your name, email address and password (stored only as a secure hash), or, if you sign in with
            a social identity provider, the name and email address it shares with us. We also record your role on the platform (founder,
            writer or admin).
          </li>
          <li>
            <strong>Profile details:</strong> what you add during onboarding, such as your company, a short bio and, for writers, a
            portfolio link, experience and specialties.
          </li>
          <li>
            <strong>Content:</strong> your brand profile and questionnaire answers, the briefs, notes and files you share, the drafts our
            writers deliver, your feedback and revisions, and which writer is assigned to you.
          </li>
          <li>
            <strong>Contact messages:</strong> the name, email address, subject and message you send through our contact form, and our
            replies.
          </li>
          <li>
            <strong>Payment records:</strong> the plan, billing period, amount, currency, status and date of each payment attempt, plus the
            billing name, email, and optional company, phone number and GST number you enter at checkout.
          </li>
          <li>
            <strong>Technical data:</strong> your IP address, browser type and the pages you request, recorded in our server logs to keep
            the service secure and to stop abuse.
          </li>
        </ul>
        <p>
          <strong>We never see or store your card details.</strong> Card and UPI payments are entered on, and handled by, our payment
          providers: Stripe for payments in US dollars (USD) and PhonePe for payments in Indian rupees (INR). They send us only the result
          of the payment and a reference to it.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use it',
    body: (
      <>
        <ul>
          <li>To create and secure your account, sign you in and show you the right dashboard (contract).</li>
          <li>To match you with a writer and to plan, write, edit and deliver your content (contract).</li>
          <li>
            To take payments, renew subscriptions, issue receipts and keep the accounting records the law requires (contract and legal
            obligation).
          </li>
          <li>
            To answer your messages and send service emails such as confirmations, password resets and delivery notices (contract and
            legitimate interest).
          </li>
          <li>To keep the service secure, prevent fraud and fix problems (legitimate interest).</li>
          <li>
            To understand which pages are useful, only where analytics are switched on and, where the law requires it, only with your
            consent.
          </li>
        </ul>
        <p>
          We do not sell your personal data, we do not use it for advertising profiles, and we do not feed your content into AI training.
          Our writers are people, and your material is used only to write for you.
        </p>
      </>
    ),
  },
  {
    id: 'who-we-share-it-with',
    title: 'Who we share it with',
    body: (
      <>
        <ul>
          <li>
            <strong>Your writer and our editors</strong> see your profile, brand questionnaire, briefs and content so they can do the work.
          </li>
          <li>
            <strong>Payment providers:</strong> Stripe (USD) and PhonePe (INR) process your payment under their own privacy policies.
          </li>
          <li>
            <strong>Service providers</strong> who host our servers and database and deliver our emails, bound by contract to use the data
            only on our instructions.
          </li>
          <li>
            <strong>Authorities</strong>, when the law requires it, and professional advisers such as accountants and lawyers.
          </li>
        </ul>
        <p>
          If you use the chat button to message us on WhatsApp, that conversation is handled by WhatsApp under its own terms and privacy
          policy. Some of our providers may process data outside your country; where that happens we rely on recognised safeguards such as
          standard contractual clauses.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <>
        <p>We keep cookies to the minimum the site needs:</p>
        <ul>
          <li>
            <strong>A session cookie</strong> that keeps you signed in. It is essential, is set only when you sign in, and is removed when
            you sign out or the session expires.
          </li>
          <li>
            <strong>A short-lived notice cookie</strong> that carries a one-time message (for example &ldquo;Message sent&rdquo;) to the
            next page you see. It is deleted as soon as the message is shown.
          </li>
        </ul>
        <p>
          We do not use advertising or tracking cookies. Analytics run only if they have been configured for this site, and where consent is
          required we ask for it first. You can block or delete cookies in your browser settings, but you will not be able to stay signed in
          without the session cookie.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>
          Account, profile and content: for as long as your account is open, then deleted within 30 days of closing it, unless you ask us to
          keep your content longer.
        </li>
        <li>Contact messages: up to 24 months after our last reply, so we can follow up on the conversation.</li>
        <li>Payment and billing records: as long as tax and accounting laws require, usually up to 8 years.</li>
        <li>Server logs: up to 30 days, longer only when needed to investigate a security incident.</li>
      </ul>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>Depending on where you live, you have the right to:</p>
        <ul>
          <li>ask for a copy of the personal data we hold about you;</li>
          <li>correct data that is wrong or incomplete (most of it you can edit in your dashboard);</li>
          <li>have your data deleted, or close your account;</li>
          <li>receive your data and content in a portable format;</li>
          <li>object to or ask us to limit certain uses, and withdraw consent at any time;</li>
          <li>complain to your local data protection authority.</li>
        </ul>
        <p>
          To use any of these rights, email {email} from the address on your account. We will reply within 30 days and may ask you to
          confirm your identity first. Exercising your rights is free.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Passwords are stored as one-way hashes, the site is served over encrypted connections, access to client data is limited to the
        people who work on your account, and payment details stay with our payment providers. No system is perfectly secure; if a breach
        affects your data, we will tell you and the relevant authorities as the law requires.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: <p>Unfiltered is a business service and is not meant for anyone under 16. We do not knowingly collect data from children.</p>,
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        If we change this policy, we will update the date at the top of this page. If the change is significant, we will also tell account
        holders by email before it takes effect.
      </p>
    ),
  },
  contactSection,
]

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={
        <p>
          This policy explains what personal data Unfiltered collects when you visit our website, buy a plan, work with our writers or join
          as a writer, why we collect it, who we share it with and the choices you have. Short version: we collect what we need to write for
          you and get paid, we never store your card details, and we never sell your data.
        </p>
      }
      sections={sections}
      otherPolicy={{ href: '/terms', label: 'Terms of Service' }}
    />
  )
}
