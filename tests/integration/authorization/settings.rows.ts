// Settings: every page and form is anyone's who is signed in, for their own account only (the forms
// take no one else's id; a session id that is not one's own is answered as missing). The matrix signs
// in as the demo accounts, which later rows rely on: the profile is saved as the seed has it, the
// password and e-mail forms are sent with a wrong current password (refused, nothing changed), and
// "end all other sessions" ends none the matrix uses. What an allowed change does is in
// tests/integration/account-settings.test.ts.
import { DEMO_ACCOUNTS } from '#db/seed.ts'
import {
  ACCOUNTS,
  all,
  signedIn,
  toLogin,
  type ActionRow,
  type AreaRows,
  type Expectations,
  type PageRow,
} from '#tests/support/authorization.ts'

const login = (path: string) => `/login?redirectTo=${encodeURIComponent(path)}`
const PAGES = [
  '/dashboard/settings',
  '/dashboard/settings/password',
  '/dashboard/settings/email',
  '/dashboard/settings/sessions',
  '/dashboard/settings/notifications',
]
const NO_SUCH_SESSION = 'no-such-session'

/** Signed-in people get `outcome`; anonymous visitors go to log in and change nothing. */
const forEveryone = (path: string, outcome: Expectations['founder']): Expectations => ({
  ...all(outcome),
  anonymous: toLogin(path),
})

const pages: PageRow[] = PAGES.map((path) => ({ pattern: path, path, expect: signedIn({ status: 200 }, login(path)) }))

const everyTopicOn = Object.fromEntries(
  ['reviews', 'comments', 'reminders', 'billing', 'payouts'].flatMap((topic) => [
    [`${topic}.inApp`, 'on'],
    [`${topic}.email`, 'on'],
  ]),
)

const actions: ActionRow[] = [
  {
    pattern: '/dashboard/settings',
    path: '/dashboard/settings',
    body: (who) => {
      const seed = DEMO_ACCOUNTS.find((demo) => who !== 'anonymous' && demo.email === ACCOUNTS[who]) ?? DEMO_ACCOUNTS[0]!
      return { name: seed.name, company: seed.company ?? '', bio: seed.bio ?? '' }
    },
    expect: forEveryone('/dashboard/settings', { status: 302, location: '/dashboard/settings' }),
  },
  {
    pattern: '/dashboard/settings/password',
    path: '/dashboard/settings/password',
    body: () => ({ currentPassword: 'not-the-password', password: 'a-new-password-1', confirmPassword: 'a-new-password-1' }),
    expect: forEveryone('/dashboard/settings/password', { status: 400, refused: true }),
  },
  {
    // A link that sets a first password: the demo accounts have one, so it is refused and nothing is mailed.
    pattern: '/dashboard/settings/password',
    intent: 'password-link',
    path: '/dashboard/settings/password',
    body: () => ({ intent: 'password-link' }),
    expect: forEveryone('/dashboard/settings/password', { status: 409, refused: true }),
  },
  {
    pattern: '/dashboard/settings/email',
    path: '/dashboard/settings/email',
    body: () => ({ newEmail: 'somewhere-new@example.test', currentPassword: 'not-the-password' }),
    expect: forEveryone('/dashboard/settings/email', { status: 400, refused: true }),
  },
  {
    pattern: '/dashboard/settings/sessions',
    intent: 'end',
    path: '/dashboard/settings/sessions',
    body: () => ({ intent: 'end', sessionId: NO_SUCH_SESSION }),
    expect: forEveryone('/dashboard/settings/sessions', { status: 404, refused: true }),
  },
  {
    pattern: '/dashboard/settings/sessions',
    intent: 'end-others',
    path: '/dashboard/settings/sessions',
    body: () => ({ intent: 'end-others' }),
    expect: forEveryone('/dashboard/settings/sessions', { status: 302, location: '/dashboard/settings/sessions' }),
  },
  {
    pattern: '/dashboard/settings/notifications',
    path: '/dashboard/settings/notifications',
    body: () => everyTopicOn,
    expect: forEveryone('/dashboard/settings/notifications', { status: 302, location: '/dashboard/settings/notifications' }),
  },
]

export const rows: AreaRows = { pages, actions }
