// The admin tabs of issue 9 (assignments, coupons, pricing, users & roles, jobs, activity log) and the
// pickers' people search. Admins' rows that would change what other rows rely on (a pairing of the demo
// accounts, a role) are chosen to be refused for admins too; the changes themselves are tested in
// tests/integration/admin-ops.test.ts.
import { adminOnly, all, toLogin, type ActionRow, type AreaRows, type Expectations } from '#tests/support/authorization.ts'

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000'

const page = (path: string): Expectations => adminOnly({ status: 200 }, toLogin(path).location!)

/** A POST every non-admin is refused (403, anonymous to login) and an admin gets `admin`. */
const action = (
  path: string,
  intent: string,
  body: Record<string, string>,
  admin: { status: number; location?: string; refused?: boolean },
): ActionRow => ({
  pattern: path,
  intent,
  path,
  body: () => body,
  expect: adminOnly(admin, toLogin(path).location!),
})

let coupons = 0
const freshCode = () => `MATRIX-${Date.now().toString(36).toUpperCase()}-${++coupons}`

const ASSIGNMENTS = '/dashboard/admin/assignments'
const COUPONS = '/dashboard/admin/coupons'
const PRICING = '/dashboard/admin/pricing'
const USERS = '/dashboard/admin/users'
const JOBS = '/dashboard/admin/jobs'
const ACTIVITY = '/dashboard/admin/activity'
const ACTIVITY_CSV = '/dashboard/admin/activity.csv'

export const rows: AreaRows = {
  pages: [
    { pattern: ASSIGNMENTS, path: ASSIGNMENTS, expect: page(ASSIGNMENTS) },
    { pattern: COUPONS, path: COUPONS, expect: page(COUPONS) },
    { pattern: PRICING, path: PRICING, expect: page(PRICING) },
    { pattern: USERS, path: USERS, expect: page(USERS) },
    { pattern: JOBS, path: JOBS, expect: page(JOBS) },
    { pattern: ACTIVITY, path: ACTIVITY, expect: page(ACTIVITY) },
    { pattern: ACTIVITY_CSV, path: `${ACTIVITY_CSV}?action=user.suspend`, expect: page(`${ACTIVITY_CSV}?action=user.suspend`) },
    {
      pattern: '/api/admin/people',
      path: '/api/admin/people?role=writer&q=wren',
      expect: { ...all({ status: 403 }), admin: { status: 200 }, anonymous: { status: 401 } },
    },
  ],
  actions: [
    // The demo writer already writes for the demo founder: refused as a duplicate, for admins too.
    action(ASSIGNMENTS, 'assign', { intent: 'assign', founderId: 'demo-founder', writerId: 'demo-writer' }, { status: 409, refused: true }),
    action(ASSIGNMENTS, 'remove', { intent: 'remove', assignmentId: NO_SUCH_ID }, { status: 404, refused: true }),
    action(ASSIGNMENTS, '(unknown)', { intent: 'explode' }, { status: 400, refused: true }),

    {
      pattern: COUPONS,
      intent: 'create',
      path: COUPONS,
      body: () => ({ intent: 'create', code: freshCode(), discountType: 'percentage', discountAmount: '5', applicableTo: 'writer' }),
      expect: adminOnly({ status: 302, location: COUPONS }, toLogin(COUPONS).location!),
    },
    action(COUPONS, 'toggle', { intent: 'toggle', couponId: NO_SUCH_ID, active: 'false' }, { status: 404, refused: true }),
    action(COUPONS, '(unknown)', { intent: 'explode' }, { status: 400, refused: true }),

    // Growth saved at its catalogue prices and availability: allowed, and nothing a checkout row sees changes.
    action(
      PRICING,
      'save-plan',
      {
        intent: 'save-plan',
        plan: 'growth',
        monthlyUSD: '199',
        monthlyINR: '16999',
        yearlyUSD: '1910',
        yearlyINR: '163190',
        availability: 'Only 3 slots left',
      },
      { status: 302, location: `${PRICING}#plan-growth` },
    ),
    action(
      PRICING,
      'save-one-time',
      { intent: 'save-one-time', plan: 'linkedin-profile-optimization', oneTimeUSD: '99', oneTimeINR: '8249' },
      { status: 302, location: `${PRICING}#plan-linkedin-profile-optimization` },
    ),
    action(
      PRICING,
      '(price of 0)',
      { intent: 'save-plan', plan: 'growth', monthlyUSD: '0', monthlyINR: '16999', yearlyUSD: '1910', yearlyINR: '163190' },
      { status: 400, refused: true },
    ),
    action(PRICING, '(unknown)', { intent: 'explode' }, { status: 400, refused: true }),

    // Roles of the demo accounts stay as they are: a role already held, and the admin's own admin role.
    action(USERS, 'grant-role', { intent: 'grant-role', userId: 'demo-founder', role: 'founder' }, { status: 409, refused: true }),
    action(USERS, 'remove-role', { intent: 'remove-role', userId: 'demo-admin', role: 'admin' }, { status: 409, refused: true }),
    action(USERS, '(no such person)', { intent: 'grant-role', userId: 'nobody', role: 'writer' }, { status: 404, refused: true }),
    // Granting admin asks first: without `confirm=yes` an admin gets the confirmation step and nothing changes.
    action(
      USERS,
      'grant-role (admin, unconfirmed)',
      { intent: 'grant-role', userId: 'demo-founder', role: 'admin' },
      { status: 200, refused: true },
    ),
    // The admin's own account cannot be suspended; a person who is not suspended cannot be reactivated.
    action(USERS, 'suspend', { intent: 'suspend', userId: 'demo-admin', reason: 'Matrix' }, { status: 409, refused: true }),
    action(USERS, '(suspend without a reason)', { intent: 'suspend', userId: 'demo-writer', reason: ' ' }, { status: 400, refused: true }),
    action(USERS, 'reactivate', { intent: 'reactivate', userId: 'demo-founder' }, { status: 409, refused: true }),
    action(USERS, '(unknown)', { intent: 'explode' }, { status: 400, refused: true }),

    action(JOBS, 'retry-job', { intent: 'retry-job', jobId: NO_SUCH_ID }, { status: 404, refused: true }),
    action(JOBS, '(no job)', { intent: 'retry-job', jobId: 'not-a-job' }, { status: 400, refused: true }),
    action(JOBS, '(unknown)', { intent: 'explode' }, { status: 400, refused: true }),
  ],
  noAction: [
    { pattern: ACTIVITY, path: ACTIVITY },
    { pattern: ACTIVITY_CSV, path: ACTIVITY_CSV },
    { pattern: '/api/admin/people', path: '/api/admin/people?role=writer' },
  ],
}
