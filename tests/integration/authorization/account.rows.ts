// Account settings' rows of the authorization matrix (tests/integration/authorization.test.ts): two-factor
// sign-in (its settings page and the code step after the password). The matrix's demo accounts have
// two-factor sign-in off; each refused body here is one the forms refuse without changing anything.
import { all, anonymousOnly, signedIn, toLogin, type ActionRow, type AreaRows, type PageRow } from '#tests/support/authorization.ts'

const TWO_FACTOR = '/dashboard/settings/two-factor'

const pages: PageRow[] = [
  { pattern: TWO_FACTOR, path: TWO_FACTOR, expect: signedIn({ status: 200 }, toLogin(TWO_FACTOR).location!) },
  // Only right after a correct password: without the step's cookie, back to the password.
  { pattern: '/login/two-factor', path: '/login/two-factor', expect: anonymousOnly({ status: 302, location: '/login' }) },
]

/** A wrong password: 400 for anyone signed in; anonymous visitors are sent to log in. */
const refusedWhenSignedIn = { ...all({ status: 400, refused: true }), anonymous: toLogin(TWO_FACTOR) }

const actions: ActionRow[] = [
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
]

export const rows: AreaRows = { pages, actions }
