// Onboarding's rows of the authorization matrix (tests/integration/authorization.test.ts): the wizard
// (/onboarding and /get-started, one module), writer onboarding and the founder's brand profile.
// The matrix signs in as the demo accounts, which later rows rely on: every allowed body here saves
// what the seed already holds, and no body gives anyone a role they do not have. Who may do what
// with other bodies (anyone signed in may choose a role, or join as a writer) is in onboarding.test.ts.
import { DEMO_ACCOUNTS } from '#db/seed.ts'
import {
  all,
  founderOnly,
  toLogin,
  type ActionRow,
  type AreaRows,
  type Expectations,
  type PageRow,
  type Who,
} from '#tests/support/authorization.ts'

const SEED = {
  founder: DEMO_ACCOUNTS.find((demo) => demo.email === 'founder@agency.test')!,
  founder2: DEMO_ACCOUNTS.find((demo) => demo.email === 'founder2@agency.test')!,
  writer: DEMO_ACCOUNTS.find((demo) => demo.email === 'writer@agency.test')!,
  writer2: DEMO_ACCOUNTS.find((demo) => demo.email === 'writer2@agency.test')!,
  admin: DEMO_ACCOUNTS.find((demo) => demo.email === 'admin@agency.test')!,
}
const isWriter = (who: Who) => who === 'writer' || who === 'writer2'

/** The wizard's fields as the seed has them; the admin's has no role (any role would be a new one): a 400. */
function wizardBody(who: Who): Record<string, string> {
  if (who === 'anonymous' || who === 'admin') return { intent: 'complete', role: '', name: 'Ada Admin', company: '', bio: '' }
  const seed = SEED[who]
  return {
    intent: 'complete',
    role: isWriter(who) ? 'writer' : 'founder',
    name: seed.name,
    company: seed.company ?? '',
    bio: seed.bio ?? '',
  }
}

/** A writer's own profile as the seed has it; for everyone else a body without a bio (a 400), so nobody becomes a writer here. */
function writerProfileBody(who: Who): Record<string, string> {
  const seed = who === 'anonymous' ? SEED.writer : SEED[who]
  return { intent: 'profile', name: seed.name, bio: isWriter(who) ? (seed.bio ?? '') : '', experienceYears: '8', specialties: 'Fintech' }
}

const wizardExpect: Expectations = {
  ...all({ status: 200 }),
  anonymous: { status: 401, refused: true },
  admin: { status: 400, refused: true },
}

const pages: PageRow[] = [
  {
    pattern: '/dashboard/brand',
    path: '/dashboard/brand',
    expect: { ...founderOnly({ status: 200 }), anonymous: toLogin('/dashboard/brand') },
  },
]

const actions: ActionRow[] = [
  { pattern: '/onboarding', intent: 'complete', path: '/onboarding', body: wizardBody, expect: wizardExpect },
  { pattern: '/get-started', intent: 'complete', path: '/get-started', body: wizardBody, expect: wizardExpect },
  {
    pattern: '/onboarding',
    intent: 'next',
    path: '/onboarding',
    body: () => ({ intent: 'next', role: 'founder' }),
    // Visitors go on to sign up, and come back with their choice.
    expect: {
      ...all({ status: 200 }),
      anonymous: { status: 302, location: '/signup?redirectTo=%2Fonboarding%3Frole%3Dfounder', refused: true },
    },
  },
  {
    pattern: '/get-started',
    intent: 'next',
    path: '/get-started',
    body: () => ({ intent: 'next', role: 'writer' }),
    expect: {
      ...all({ status: 200 }),
      anonymous: { status: 302, location: '/signup?redirectTo=%2Fget-started%3Frole%3Dwriter', refused: true },
    },
  },
  {
    pattern: '/onboarding',
    intent: 'back',
    path: '/onboarding',
    body: () => ({ intent: 'back', role: 'founder', name: 'Someone' }),
    expect: all({ status: 200, refused: true }),
  },
  {
    pattern: '/onboarding',
    intent: 'resend-verification',
    path: '/onboarding',
    // Only a browser that just signed up holds the address to resend to (tests/integration/onboarding.test.ts).
    body: () => ({ intent: 'resend-verification', email: 'founder@agency.test' }),
    expect: all({ status: 400, refused: true }),
  },
  {
    pattern: '/writer-onboarding',
    intent: 'profile',
    path: '/writer-onboarding',
    body: writerProfileBody,
    expect: {
      ...all({ status: 400, refused: true }),
      writer: { status: 302, location: '/writer-onboarding?step=payment' },
      writer2: { status: 302, location: '/writer-onboarding?step=payment' },
      anonymous: toLogin('/writer-onboarding'),
    },
  },
  {
    pattern: '/writer-onboarding',
    intent: 'payout',
    path: '/writer-onboarding',
    body: (who) => ({
      intent: 'payout',
      method: 'upi',
      accountHolder: who === 'anonymous' ? 'Nobody' : SEED[who].name,
      country: 'India',
      upiId: 'demo@okbank',
    }),
    // Payout details are a writer's: others have no writer profile to complete (409).
    expect: {
      ...all({ status: 409, refused: true }),
      writer: { status: 302, location: '/dashboard' },
      writer2: { status: 302, location: '/dashboard' },
      anonymous: toLogin('/writer-onboarding'),
    },
  },
  {
    pattern: '/dashboard/brand',
    intent: 'save',
    path: '/dashboard/brand',
    body: () => ({
      intent: 'save',
      brandAndAudience: 'Our brand',
      voice1: 'Plain',
      topics: 'Payments',
      linkedinUrl: 'https://www.linkedin.com/in/demo',
    }),
    expect: {
      ...founderOnly({ status: 302, location: '/dashboard/brand' }),
      anonymous: toLogin('/dashboard/brand'),
    },
  },
]

export const rows: AreaRows = { pages, actions }
