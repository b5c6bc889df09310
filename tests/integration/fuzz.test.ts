// Hostile input to every form, every endpoint and every query string the product reads: whatever
// comes in, the answer is never a 5xx. (Status and message of each known case: security.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BODY_MAX } from '#app/features/content/content-schema.ts'
import { Browserish, signIn, startAppServer, type AppServer } from '#tests/support/app-server.ts'
import { WORST_MARKDOWN } from '#tests/support/pathological-markdown.mjs'
import { PUBLIC_GET_PATHS } from '#tests/support/routes.ts'

const IP_HEADER = 'x-test-client-ip'

/** Values that broke or could break a parser, a header, a database or a template. */
const NASTY = [
  '',
  ' ',
  '\u0000',
  'a\u0000b@example.test',
  '\u202Eevil',
  '\r\nSet-Cookie: x=1',
  '/\t/evil.example',
  '//evil.example',
  '%00',
  '%E0%A4%A',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '${jndi:ldap://x}',
  '{{7*7}}',
  '../../etc/passwd',
  '🙂'.repeat(300),
  'x'.repeat(5000),
  '\ud800',
  '[object Object]',
  '-1',
  '1e309',
]

/** Every form of the product, with its fields. */
/** A form, and who gets past its guard (every hostile value is also sent as that person). */
type FuzzForm = { path: string; fields: Record<string, string>; as?: 'founder' | 'writer' | 'admin' }

const FORMS: FuzzForm[] = [
  { path: '/login', fields: { intent: 'login', email: 'a@b.co', password: 'pw', redirectTo: '/dashboard' } },
  { path: '/signup', fields: { intent: 'signup', name: 'N', email: 'a@b.co', password: 'pw', confirmPassword: 'pw' } },
  { path: '/login?mode=forgot', fields: { intent: 'forgot', email: 'a@b.co' } },
  { path: '/login', fields: { intent: 'resend-verification', email: 'a@b.co' } },
  { path: '/login', fields: { intent: 'google' } },
  { path: '/reset-password', fields: { token: 't', password: 'pw', confirmPassword: 'pw' } },
  { path: '/contact', fields: { name: 'N', email: 'a@b.co', subject: 's', message: 'm', website: '' } },
  { path: '/switch-role', as: 'founder', fields: { role: 'founder' } },
  { path: '/logout', fields: {} },
  {
    path: '/checkout/linkedin-profile-optimization?currency=USD',
    as: 'founder',
    fields: {
      intent: 'pay',
      name: 'N',
      email: 'founder@agency.test',
      company: 'C',
      contactNumber: '1',
      gstNumber: '27AAPFU0939F1ZV',
      couponCode: 'X',
      billing: 'monthly',
      currency: 'USD',
    },
  },
  {
    path: '/checkout/growth?billing=yearly',
    as: 'founder',
    fields: { intent: 'quote', couponCode: 'LAUNCH20', gstNumber: '27AAPFU0939F1ZV', billing: 'yearly', currency: 'INR' },
  },
  { path: '/dashboard/billing', as: 'founder', fields: { intent: 'resume' } },
  { path: '/sandbox/checkout/sbx_cs_000000000000000000000000', fields: { intent: 'pay' } },
  { path: '/dashboard/admin/assignments', as: 'admin', fields: { intent: 'assign', founderId: 'demo-founder-3', writerId: 'demo-writer' } },
  { path: '/dashboard/admin/assignments', as: 'admin', fields: { intent: 'remove', assignmentId: '00000000-0000-4000-8000-000000000000' } },
  {
    path: '/dashboard/admin/coupons',
    as: 'admin',
    fields: {
      intent: 'create',
      code: 'X',
      discountType: 'flat',
      discountAmount: '1',
      currency: 'USD',
      expiryDate: '',
      maxUsage: '',
      applicableTo: 'founder',
    },
  },
  {
    path: '/dashboard/admin/coupons',
    as: 'admin',
    fields: { intent: 'toggle', couponId: '00000000-0000-4000-8000-000000000000', active: 'true' },
  },
  {
    path: '/dashboard/admin/pricing',
    as: 'admin',
    fields: {
      intent: 'save-plan',
      plan: 'growth',
      monthlyUSD: '1',
      monthlyINR: '1',
      yearlyUSD: '1',
      yearlyINR: '1',
      soldOut: 'on',
      availability: 'x',
    },
  },
  {
    path: '/dashboard/admin/pricing',
    as: 'admin',
    fields: { intent: 'save-one-time', plan: 'linkedin-profile-optimization', oneTimeUSD: '1', oneTimeINR: '1' },
  },
  { path: '/dashboard/admin/users', as: 'admin', fields: { intent: 'grant-role', userId: 'nobody', role: 'writer' } },
  { path: '/dashboard/admin/users', as: 'admin', fields: { intent: 'suspend', userId: 'nobody', reason: 'R' } },
  { path: '/dashboard/admin/jobs', as: 'admin', fields: { intent: 'retry-job', jobId: '00000000-0000-4000-8000-000000000000' } },
  // The content workflow (issue 8): a writer's submission and edit, a founder's review, a comment, a review link.
  {
    path: '/dashboard/content/new',
    as: 'writer',
    fields: { intent: 'submit', founderId: 'demo-founder', title: 'T', contentType: 'blog', body: 'B', plannedPublishDate: '2026-12-01' },
  },
  {
    path: '/dashboard/content/c0ffee00-0000-4000-8000-000000000004/edit',
    as: 'writer',
    fields: { intent: 'save-draft', title: 'T', contentType: 'blog', body: 'B', plannedPublishDate: '2026-12-01' },
  },
  { path: '/dashboard/content/c0ffee00-0000-4000-8000-000000000003', as: 'founder', fields: { intent: 'request-changes', feedback: 'F' } },
  { path: '/dashboard/content/c0ffee00-0000-4000-8000-000000000002', as: 'founder', fields: { intent: 'comment', comment: 'C' } },
  { path: '/content-actions/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', fields: { feedback: 'F' } },
  { path: '/admin', as: 'admin', fields: { intent: 'set-starter', packId: '00000000-0000-4000-8000-000000000000', starter: 'on' } },
  { path: '/admin', as: 'admin', fields: { intent: 'delete-pack', packId: '00000000-0000-4000-8000-000000000000' } },
  { path: '/admin/content-packs', as: 'admin', fields: { title: 'T', description: 'D', price: '29.99' } },
  {
    path: '/dashboard/admin/payouts/demo-writer',
    as: 'admin',
    fields: { intent: 'set-rate', currency: 'USD', rate_blog: '50', rate_linkedin: '', rate_pr: '', rate_strategy: '45' },
  },
  {
    path: '/dashboard/admin/payouts/demo-writer',
    as: 'admin',
    fields: { intent: 'record-payout', amount: '25', currency: 'USD', reference: 'R', note: 'N' },
  },
  { path: '/onboarding', as: 'founder', fields: { intent: 'complete', role: 'founder', name: 'N', company: 'C', bio: 'B' } },
  { path: '/get-started', as: 'founder', fields: { intent: 'next', role: 'writer', name: 'N' } },
  { path: '/onboarding', as: 'founder', fields: { intent: 'resend-verification', email: 'a@b.co' } },
  {
    path: '/writer-onboarding',
    as: 'writer',
    fields: {
      intent: 'profile',
      name: 'N',
      bio: 'B',
      portfolioUrl: 'https://x.example',
      experienceYears: '3',
      specialties: 'Fintech',
      customSpecialties: 'X',
    },
  },
  {
    path: '/writer-onboarding',
    as: 'writer',
    fields: {
      intent: 'payout',
      method: 'bank',
      accountHolder: 'A',
      country: 'C',
      upiId: 'a@b',
      bankName: 'B',
      bankAccountNumber: '12345678',
      bankRoutingCode: 'ABCDEF12',
      paypalEmail: 'a@b.co',
    },
  },
  {
    path: '/dashboard/brand',
    as: 'founder',
    fields: {
      intent: 'save',
      brandAndAudience: 'B',
      voice1: 'V',
      voice2: 'W',
      voice3: 'X',
      topics: 'T',
      avoid: 'A',
      likedExamples: 'https://x.example',
      competitors: 'C',
      linkedinUrl: 'https://www.linkedin.com/in/x',
      goals: 'G',
    },
  },
  { path: '/dashboard/settings', as: 'founder', fields: { name: 'Farah Founder', company: 'Ledgerline', bio: 'B' } },
  {
    path: '/dashboard/settings/password',
    as: 'writer',
    fields: { currentPassword: 'not-the-password', password: 'a-new-password-1', confirmPassword: 'a-new-password-1' },
  },
  { path: '/dashboard/settings/email', as: 'writer', fields: { newEmail: 'new@example.test', currentPassword: 'not-the-password' } },
  { path: '/dashboard/settings/sessions', as: 'writer', fields: { intent: 'end', sessionId: 'no-such-session' } },
  {
    path: '/dashboard/settings/notifications',
    as: 'writer',
    fields: { 'reviews.inApp': 'on', 'comments.email': 'on', 'billing.email': 'on' },
  },
]

/**
 * The Markdown fields: a piece's body, new or edited (feedback and comments are plain text). Each gets
 * the worst inputs of the CommonMark pathological tests at the length limit, as a draft and submitted.
 */
const MARKDOWN_FIELDS = FORMS.filter((form) => 'body' in form.fields)

/** Query parameters pages read. */
const QUERIES = [
  'redirectTo',
  'mode',
  'token',
  'error',
  'to',
  'billing',
  'currency',
  'from',
  'payment',
  'cancelled',
  'page',
  'actor',
  'action',
  'status',
  'x',
]

function expectNo5xx(response: Response, label: string) {
  expect(response.status, label).toBeLessThan(500)
}

describe('fuzzing every way in', () => {
  let server: AppServer
  const signedIn = {} as Record<'founder' | 'writer' | 'admin', Browserish>
  let ip = 0
  // A fresh client address per request, so rate limits do not hide what a handler would do.
  const client = (base: Browserish | null = null) => {
    const target = base ?? new Browserish(server.url)
    const request = target.request.bind(target)
    return {
      request: (pathname: string, init: Parameters<Browserish['request']>[1] = {}) => {
        const headers = new Headers(init.headers)
        headers.set(IP_HEADER, `192.0.2.${(++ip % 250) + 1}`)
        return request(pathname, { ...init, headers })
      },
    }
  }

  beforeAll(async () => {
    server = await startAppServer({ TRUSTED_PROXY_HEADER: IP_HEADER })
    signedIn.founder = await signIn(server.url, 'founder@agency.test')
    signedIn.writer = await signIn(server.url, 'writer@agency.test')
    signedIn.admin = await signIn(server.url, 'admin@agency.test')
  })
  afterAll(() => server?.stop())

  it.each(FORMS.map((form) => [`${form.path} ${form.fields.intent ?? ''}`, form] as const))(
    'survives hostile values in every field of %s, anonymous and signed in',
    async (_label, form) => {
      for (const field of Object.keys(form.fields)) {
        for (const value of NASTY) {
          // A form behind a guard gets every value from someone who passes it; the auth forms answer a
          // signed-in person the same way (sent to the dashboard) after the first value.
          const insider = form.as ? signedIn[form.as] : value === NASTY[2] ? signedIn.founder : null
          for (const who of insider ? [client(), client(insider)] : [client()]) {
            const response = await who.request(form.path, { method: 'POST', form: { ...form.fields, [field]: value } })
            expectNo5xx(response, `${form.path} ${field}=${JSON.stringify(value.slice(0, 40))}`)
            await response.arrayBuffer()
          }
        }
      }
    },
  )

  it('survives the pathological Markdown inputs at the length limit in every Markdown field, and so do the pages showing them', async () => {
    expect(MARKDOWN_FIELDS.map((form) => form.path)).toEqual([
      '/dashboard/content/new',
      '/dashboard/content/c0ffee00-0000-4000-8000-000000000004/edit',
    ])
    for (const form of MARKDOWN_FIELDS) {
      for (const input of WORST_MARKDOWN) {
        for (const intent of form.path.endsWith('/new') ? ['save-draft', 'submit'] : ['save-draft']) {
          const label = `${form.path} ${intent} ${input.name}`
          const writer = client(signedIn.writer)
          const response = await writer.request(form.path, { method: 'POST', form: { ...form.fields, intent, body: input.make(BODY_MAX) } })
          expect(response.status, label).toBe(302)
          await response.arrayBuffer()
          // The piece's page and its edit form, which show what was saved.
          const piece = response.headers.get('location')!
          for (const path of [piece, `${piece}/edit`, `${piece}.data`]) {
            const page = await writer.request(path)
            expectNo5xx(page, `${label}: ${path}`)
            await page.arrayBuffer()
          }
        }
      }
    }
  })

  it('survives missing fields, repeated fields and bodies of the wrong kind', async () => {
    for (const form of FORMS) {
      const bodies: [string, RequestInit][] = [
        ['empty', { body: '', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }],
        [
          'repeated',
          {
            body: `${new URLSearchParams(form.fields)}&${new URLSearchParams(form.fields)}`,
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          },
        ],
        ['json', { body: JSON.stringify(form.fields), headers: { 'Content-Type': 'application/json' } }],
        ['broken json', { body: '{"intent":', headers: { 'Content-Type': 'application/json' } }],
        ['broken multipart', { body: 'nope', headers: { 'Content-Type': 'multipart/form-data; boundary=x' } }],
        ['text', { body: 'hello', headers: { 'Content-Type': 'text/plain' } }],
        ['bad percent-encoding', { body: 'intent=%E0%A4%A&email=%', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }],
      ]
      for (const [label, init] of bodies) {
        const response = await client().request(form.path, { method: 'POST', ...init })
        expectNo5xx(response, `${form.path} ${label}`)
        await response.arrayBuffer()
      }
    }
  })

  it('survives hostile JSON at the API endpoints', async () => {
    const bodies: unknown[] = [
      null,
      [],
      'string',
      42,
      {},
      { originalContent: null, score: 'x' },
      { originalContent: { headline: '\u0000', content: '\u202E'.repeat(2000) }, score: Number.POSITIVE_INFINITY },
      { originalContent: { headline: ['a'], content: { a: 1 } }, score: -1 },
      { __proto__: { admin: true }, originalContent: { headline: 'h', content: 'c' } },
    ]
    for (const path of [
      '/api/headline-suggestions',
      '/api/auth/sign-in/email',
      '/api/auth/callback/google',
      '/api/webhooks/sandbox',
      '/api/webhooks/x',
    ]) {
      for (const json of bodies) {
        const response = await client().request(path, { method: 'POST', json })
        expectNo5xx(response, `${path} ${JSON.stringify(json)?.slice(0, 60)}`)
        await response.arrayBuffer()
      }
      for (const method of ['PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
        const response = await client().request(path, { method })
        expectNo5xx(response, `${method} ${path}`)
        await response.arrayBuffer()
      }
    }
  })

  it('survives hostile query strings on every page, and hostile paths', async () => {
    const pages = [
      ...PUBLIC_GET_PATHS.map((row) => row.path),
      '/login',
      '/signup',
      '/reset-password',
      '/auth/callback',
      '/dev/mailbox',
      '/checkout/growth',
      '/thank-you',
      '/dashboard',
      '/dashboard/billing',
      '/sandbox/checkout/sbx_cs_000000000000000000000000',
      '/downloads/starter-pack',
      '/admin',
      '/dashboard/admin/activity',
      '/dashboard/admin/activity.csv',
      '/dashboard/admin/users',
      '/onboarding',
      '/api/auth/verify-email',
      '/api/auth/reset-password/x',
    ]
    for (const page of pages) {
      for (const value of NASTY.slice(2, 14)) {
        // Every parameter a page reads, all at once, with the same value (raw when it is an encoding trick).
        const encoded = value === '%00' || value === '%E0%A4%A' ? value : encodeURIComponent(value)
        const query = QUERIES.map((name) => `${name}=${encoded}`).join('&')
        for (const who of [client(), client(signedIn.founder)]) {
          const response = await who.request(`${page}${page.includes('?') ? '&' : '?'}${query}`)
          expectNo5xx(response, `${page}?…=${JSON.stringify(value.slice(0, 30))}`)
          await response.arrayBuffer()
        }
      }
    }
    for (const path of [
      '/%00',
      '/blog/%00',
      '/case-studies/..%2F..%2Fetc',
      '/checkout/%E0%A4%A',
      '/checkout/' + 'x'.repeat(3000),
      '/sandbox/checkout/%00',
      '/sandbox/checkout/' + 'x'.repeat(3000),
      '/.data',
      '/dashboard.data?_routes=%00',
    ]) {
      const response = await client().request(path)
      expectNo5xx(response, path)
      await response.arrayBuffer()
    }
  })
})
