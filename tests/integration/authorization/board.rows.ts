// The admin's content board (/dashboard/admin/content) in the authorization matrix: admins only, for
// the page and every intent; founders and writers get Access Denied, anonymous visitors the login.
// The admin's rows that change something use the demo's requests in a way no other row relies on.
import { DEMO_CONTENT } from '#db/seed.ts'
import { CONFIRM_FIELD, CONFIRMED } from '#app/components/ui/confirm.tsx'
import {
  adminOnly,
  all,
  toLogin,
  type ActionRow,
  type AreaRows,
  type Expectations,
  type Outcome,
  type PageRow,
} from '#tests/support/authorization.ts'

const BOARD = '/dashboard/admin/content'
const denied: Outcome = { status: 403, refused: true }
const adminGets = (path: string, admin: Outcome): Expectations => ({ ...all(denied), anonymous: toLogin(path), admin })
const inAFewDays = () => new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10)

const pages: PageRow[] = [
  { pattern: BOARD, path: BOARD, expect: adminOnly({ status: 200 }, `/login?redirectTo=${encodeURIComponent(BOARD)}`) },
  {
    pattern: BOARD,
    path: `${BOARD}?due=overdue&founder=demo-founder-2&manage=${DEMO_CONTENT.overdue}`,
    expect: adminGets(`${BOARD}?due=overdue&founder=demo-founder-2&manage=${DEMO_CONTENT.overdue}`, { status: 200 }),
  },
  // A founder filter naming nobody is answered as missing.
  { pattern: BOARD, path: `${BOARD}?founder=nobody-at-all`, expect: adminGets(`${BOARD}?founder=nobody-at-all`, { status: 404 }) },
]

const actions: ActionRow[] = [
  {
    pattern: BOARD,
    intent: 'due-date',
    path: BOARD,
    body: () => ({ intent: 'due-date', id: DEMO_CONTENT.inProgress, dueDate: inAFewDays(), reason: 'The matrix moved it' }),
    expect: adminGets(BOARD, { status: 302, location: BOARD }),
  },
  {
    pattern: BOARD,
    intent: 'reassign',
    path: BOARD,
    // Theo is not paired with Farah any more: refused, nothing changes.
    body: () => ({ intent: 'reassign', id: DEMO_CONTENT.requested, writerId: 'demo-writer-2' }),
    expect: adminGets(BOARD, { status: 400, refused: true }),
  },
  {
    pattern: BOARD,
    intent: 'cancel',
    path: BOARD,
    // Already cancelled: refused, before the question as after it; nothing changes.
    body: () => ({ intent: 'cancel', id: DEMO_CONTENT.cancelled }),
    expect: adminGets(BOARD, { status: 409, refused: true }),
  },
  {
    pattern: BOARD,
    intent: 'cancel',
    path: BOARD,
    body: () => ({ intent: 'cancel', id: DEMO_CONTENT.cancelled, [CONFIRM_FIELD]: CONFIRMED }),
    expect: adminGets(BOARD, { status: 409, refused: true }),
  },
  {
    pattern: BOARD,
    intent: 'cancel',
    path: BOARD,
    // Not confirmed: the admin is asked (the page's confirmation step), nothing changes.
    body: () => ({ intent: 'cancel', id: DEMO_CONTENT.inProgress }),
    expect: adminGets(BOARD, { status: 200 }),
  },
  {
    pattern: BOARD,
    intent: 'new-request',
    path: BOARD,
    body: () => ({
      intent: 'new-request',
      founderId: 'demo-founder-2',
      contentType: 'linkedin',
      title: 'Matrix extra request',
      brief: '',
      wantedBy: '',
      writerId: '',
      dueDate: '',
    }),
    expect: adminGets(BOARD, { status: 302 }),
  },
  {
    pattern: BOARD,
    intent: '(unknown)',
    path: BOARD,
    body: () => ({ intent: 'explode' }),
    expect: adminGets(BOARD, { status: 400, refused: true }),
  },
]

export const rows: AreaRows = { pages, actions }
