// Account settings' rows of the authorization matrix (tests/integration/authorization.test.ts): two-factor
// sign-in (its settings page and the code step after the password), and "Your data" (the export, its
// mailed download link, closing the account). The matrix's demo accounts have
// two-factor sign-in off; each refused body here is one the forms refuse without changing anything.
import {
  all,
  anonymousOnly,
  signedIn,
  toLogin,
  type ActionRow,
  type AreaRows,
  type NoActionRow,
  type PageRow,
} from '#tests/support/authorization.ts'

const TWO_FACTOR = '/dashboard/settings/two-factor'
const DATA = '/dashboard/settings/data'
/** A download link for an export nobody has, with a signature that is not ours: missing for everyone signed in. */
const FORGED_DOWNLOAD = `${DATA}/download/00000000-0000-4000-8000-000000000000?expires=4102444800&signature=${'x'.repeat(43)}`

const pages: PageRow[] = [
  { pattern: TWO_FACTOR, path: TWO_FACTOR, expect: signedIn({ status: 200 }, toLogin(TWO_FACTOR).location!) },
  // Only right after a correct password: without the step's cookie, back to the password.
  { pattern: '/login/two-factor', path: '/login/two-factor', expect: anonymousOnly({ status: 302, location: '/login' }) },
  { pattern: DATA, path: DATA, expect: signedIn({ status: 200 }, toLogin(DATA).location!) },
  {
    pattern: `${DATA}/download/:exportId`,
    path: FORGED_DOWNLOAD,
    expect: { ...all({ status: 404 }), anonymous: toLogin(FORGED_DOWNLOAD) },
  },
]

const noAction: NoActionRow[] = [{ pattern: `${DATA}/download/:exportId`, path: FORGED_DOWNLOAD }]

/** A wrong password: 400 for anyone signed in; anonymous visitors are sent to log in. */
const refusedWhenSignedIn = { ...all({ status: 400, refused: true }), anonymous: toLogin(TWO_FACTOR) }

/** A link that sets a first password: the demo accounts have one, so it is refused (409) and nothing is mailed. */
const passwordLink = (page: string): ActionRow => ({
  pattern: page,
  intent: 'password-link',
  path: page,
  body: () => ({ intent: 'password-link' }),
  expect: { ...all({ status: 409, refused: true }), anonymous: toLogin(page) },
})

const actions: ActionRow[] = [
  passwordLink(TWO_FACTOR),
  passwordLink(DATA),
  {
    pattern: TWO_FACTOR,
    intent: 'start',
    path: TWO_FACTOR,
    body: () => ({ intent: 'start', password: 'not-the-password' }),
    expect: refusedWhenSignedIn,
  },
  {
    pattern: TWO_FACTOR,
    intent: 'confirm',
    path: TWO_FACTOR,
    // Nothing waits for a code: refused (409), nothing changes.
    body: () => ({ intent: 'confirm', code: '000000' }),
    expect: { ...all({ status: 409, refused: true }), anonymous: toLogin(TWO_FACTOR) },
  },
  {
    pattern: TWO_FACTOR,
    intent: 'disable',
    path: TWO_FACTOR,
    body: () => ({ intent: 'disable', password: 'not-the-password', code: '000000' }),
    expect: refusedWhenSignedIn,
  },
  {
    pattern: '/login/two-factor',
    path: '/login/two-factor',
    body: () => ({ code: '000000', redirectTo: '/dashboard' }),
    expect: anonymousOnly({ status: 302, location: '/login', refused: true }),
  },
  {
    pattern: DATA,
    intent: 'export',
    path: DATA,
    body: () => ({ intent: 'export' }),
    expect: { ...all({ status: 302, location: DATA }), anonymous: toLogin(DATA) },
  },
  {
    pattern: DATA,
    intent: 'close',
    path: DATA,
    // The wrong password: nobody's account closes here (closing is in your-data.test.ts).
    body: () => ({ intent: 'close', password: 'not-the-password', confirmation: 'CLOSE MY ACCOUNT' }),
    expect: { ...all({ status: 400, refused: true }), anonymous: toLogin(DATA) },
  },
]

export const rows: AreaRows = { pages, actions, noAction }
