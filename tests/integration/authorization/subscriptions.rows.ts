// The admin's subscriptions list and customer pages, and the customer page's cancel intents (issue 16
// §3). Admins only: founders (the customer themselves included) and writers get 403 and change
// nothing; anonymous visitors are sent to log in.
import { adminOnly, type AreaRows } from '#tests/support/authorization.ts'

const login = (path: string) => `/login?redirectTo=${encodeURIComponent(path)}`
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000'
const LIST = '/dashboard/admin/subscriptions?state=active&currency=USD&q=founder'
const FARAH = '/dashboard/admin/customers/demo-founder'
const OMAR = '/dashboard/admin/customers/demo-founder-2'

export const rows: AreaRows = {
  pages: [
    { pattern: '/dashboard/admin/subscriptions', path: LIST, expect: adminOnly({ status: 200 }, login(LIST)) },
    // Farah's own customer page is not hers to open.
    {
      pattern: '/dashboard/admin/customers/:userId',
      path: `${FARAH}?confirm=cancel-now&subscription=${NO_SUCH_ID}`,
      expect: adminOnly({ status: 200 }, login(`${FARAH}?confirm=cancel-now&subscription=${NO_SUCH_ID}`)),
    },
  ],
  actions: [
    // Another founder's subscription id on Omar's page: never cancelled, for anyone.
    {
      pattern: '/dashboard/admin/customers/:userId',
      intent: 'cancel-at-period-end',
      path: OMAR,
      body: () => ({ intent: 'cancel-at-period-end', subscriptionId: NO_SUCH_ID }),
      expect: adminOnly({ status: 404, refused: true }, login(OMAR)),
    },
    {
      pattern: '/dashboard/admin/customers/:userId',
      intent: 'cancel-now',
      path: OMAR,
      body: () => ({ intent: 'cancel-now', subscriptionId: NO_SUCH_ID }),
      expect: adminOnly({ status: 404, refused: true }, login(OMAR)),
    },
    {
      pattern: '/dashboard/admin/customers/:userId',
      intent: '(bad subscription id)',
      path: OMAR,
      body: () => ({ intent: 'cancel-now', subscriptionId: 'not-a-subscription' }),
      expect: adminOnly({ status: 400, refused: true }, login(OMAR)),
    },
  ],
  noAction: [{ pattern: '/dashboard/admin/subscriptions', path: '/dashboard/admin/subscriptions' }],
}
