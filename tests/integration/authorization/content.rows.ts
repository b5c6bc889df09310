// The content workflow's rows of the authorization matrix (tests/integration/authorization.test.ts):
// the writer's and the founder's tabs, a piece and its edit page, the review link of a mail. The
// second writer and the second founder try the first ones' pieces (and back) and get a 404.
import { DEMO_CONTENT } from '#db/seed.ts'
import { CONFIRM_FIELD, CONFIRMED } from '#app/components/ui/confirm.tsx'
import {
  all,
  founderOnly,
  toLogin,
  writerOnly,
  type ActionRow,
  type AreaRows,
  type Expectations,
  type NoActionRow,
  type Outcome,
  type PageRow,
} from '#tests/support/authorization.ts'

const ok: Outcome = { status: 200 }
const missing: Outcome = { status: 404, refused: true }
const denied: Outcome = { status: 403, refused: true }

const piecePath = (id: string) => `/dashboard/content/${id}`
const editPath = (id: string) => `/dashboard/content/${id}/edit`
/** Per person, with the anonymous visitor sent to log in and back. */
const each = (path: string, outcomes: Omit<Expectations, 'anonymous'>): Expectations => ({ anonymous: toLogin(path), ...outcomes })
const writersOnly = (path: string, allowed: Outcome): Expectations => ({ ...writerOnly(allowed), anonymous: toLogin(path) })
const foundersOnly = (path: string, allowed: Outcome): Expectations => ({ ...founderOnly(allowed), anonymous: toLogin(path) })

/** A well-formed review link nobody was sent. */
const NO_SUCH_TOKEN = 'A'.repeat(43)

const pages: PageRow[] = [
  { pattern: '/dashboard/assignments', path: '/dashboard/assignments', expect: writersOnly('/dashboard/assignments', ok) },
  // Admins read every piece on the content board: the writer's list, Content Review and the calendar send them there.
  // Founders read their pieces on Content Review: the writer's list sends them there.
  {
    pattern: '/dashboard/content',
    path: '/dashboard/content',
    expect: {
      ...writersOnly('/dashboard/content', ok),
      admin: { status: 302, location: '/dashboard/admin/content' },
      founder: { status: 302, location: '/dashboard/review' },
      founder2: { status: 302, location: '/dashboard/review' },
    },
  },
  { pattern: '/dashboard/content/new', path: '/dashboard/content/new', expect: writersOnly('/dashboard/content/new', ok) },
  { pattern: '/dashboard/earnings', path: '/dashboard/earnings', expect: writersOnly('/dashboard/earnings', ok) },
  {
    pattern: '/dashboard/review',
    path: '/dashboard/review',
    expect: { ...foundersOnly('/dashboard/review', ok), admin: { status: 302, location: '/dashboard/admin/content?state=pending' } },
  },
  { pattern: '/dashboard/writers', path: '/dashboard/writers', expect: foundersOnly('/dashboard/writers', ok) },
  {
    pattern: '/dashboard/calendar',
    path: '/dashboard/calendar?month=2026-11',
    expect: each('/dashboard/calendar?month=2026-11', {
      founder: ok,
      founder2: ok,
      writer: ok,
      writer2: ok,
      admin: { status: 302, location: '/dashboard/admin/content' },
    }),
  },
  // Farah's pending piece by Wren: both of them and admins; Omar and Theo get a 404.
  {
    pattern: '/dashboard/content/:id',
    path: piecePath(DEMO_CONTENT.pending),
    expect: each(piecePath(DEMO_CONTENT.pending), { founder: ok, founder2: missing, writer: ok, writer2: missing, admin: ok }),
  },
  // Wren's draft: Wren alone, not even admins.
  {
    pattern: '/dashboard/content/:id',
    path: piecePath(DEMO_CONTENT.draft),
    expect: each(piecePath(DEMO_CONTENT.draft), { founder: missing, founder2: missing, writer: ok, writer2: missing, admin: missing }),
  },
  // Omar's piece (sent back): Omar and Wren; Farah and Theo get a 404.
  {
    pattern: '/dashboard/content/:id',
    path: piecePath(DEMO_CONTENT.rejected),
    expect: each(piecePath(DEMO_CONTENT.rejected), { founder: missing, founder2: ok, writer: ok, writer2: missing, admin: ok }),
  },
  // Theo's piece for Lena: Wren gets a 404.
  {
    pattern: '/dashboard/content/:id',
    path: piecePath(DEMO_CONTENT.otherWriter),
    expect: each(piecePath(DEMO_CONTENT.otherWriter), { founder: missing, founder2: missing, writer: missing, writer2: ok, admin: ok }),
  },
  {
    pattern: '/dashboard/content/:id',
    path: piecePath('00000000-0000-4000-8000-000000000000'),
    expect: each(piecePath('00000000-0000-4000-8000-000000000000'), {
      founder: missing,
      founder2: missing,
      writer: missing,
      writer2: missing,
      admin: missing,
    }),
  },
  {
    pattern: '/dashboard/content/:id/edit',
    path: editPath(DEMO_CONTENT.draft),
    expect: each(editPath(DEMO_CONTENT.draft), { founder: denied, founder2: denied, writer: ok, writer2: missing, admin: denied }),
  },
  {
    pattern: '/dashboard/content/:id/edit',
    path: editPath(DEMO_CONTENT.otherWriter),
    // Theo's piece is pending: nothing to edit (the page says so); Wren gets a 404.
    expect: each(editPath(DEMO_CONTENT.otherWriter), { founder: denied, founder2: denied, writer: missing, writer2: ok, admin: denied }),
  },
  { pattern: '/content-actions/:token', path: `/content-actions/${NO_SUCH_TOKEN}`, expect: all({ status: 404 }) },
  { pattern: '/dashboard/request', path: '/dashboard/request', expect: foundersOnly('/dashboard/request', ok) },
  // Farah's request that Wren has started: in progress to Farah and admins, the draft to Wren.
  {
    pattern: '/dashboard/content/:id',
    path: piecePath(DEMO_CONTENT.inProgress),
    expect: each(piecePath(DEMO_CONTENT.inProgress), { founder: ok, founder2: missing, writer: ok, writer2: missing, admin: ok }),
  },
  // Farah's request with no writer yet: Farah and admins only.
  {
    pattern: '/dashboard/content/:id',
    path: piecePath(DEMO_CONTENT.unassigned),
    expect: each(piecePath(DEMO_CONTENT.unassigned), { founder: ok, founder2: missing, writer: missing, writer2: missing, admin: ok }),
  },
  // Farah's request given to Wren: Wren starts it here.
  {
    pattern: '/dashboard/content/:id/edit',
    path: editPath(DEMO_CONTENT.requested),
    expect: each(editPath(DEMO_CONTENT.requested), { founder: denied, founder2: denied, writer: ok, writer2: missing, admin: denied }),
  },
]

const newPiece = (intent: string) => () => ({
  intent,
  founderId: 'demo-founder',
  title: `Matrix ${intent}`,
  contentType: 'blog',
  body: 'A piece written by the authorization matrix.',
  plannedPublishDate: '2026-11-30',
})
const edited = (intent: string) => () => ({
  intent,
  title: `Matrix ${intent}`,
  contentType: 'blog',
  body: 'Edited by the authorization matrix.',
  plannedPublishDate: '',
})
const writerAction = (path: string, outcomes: { writer: Outcome; writer2: Outcome }): Expectations => ({
  ...all(denied),
  anonymous: toLogin(path),
  ...outcomes,
})
/** A change on Farah's piece: Farah and Wren may, admins only read (403), the others get a 404. */
const bothSides = (path: string): Expectations =>
  each(path, {
    founder: { status: 302, location: path },
    founder2: missing,
    writer: { status: 302, location: path },
    writer2: missing,
    admin: denied,
  })
/** A decision on Farah's piece: Farah only; writers and admins lack the permission (403), Omar gets a 404. */
const farahDecides = (path: string): Expectations =>
  each(path, { founder: { status: 302, location: path }, founder2: missing, writer: denied, writer2: denied, admin: denied })

const actions: ActionRow[] = [
  {
    pattern: '/dashboard/content/new',
    intent: 'save-draft',
    path: '/dashboard/content/new',
    body: newPiece('save-draft'),
    // Theo's pairing with Farah has ended: refused.
    expect: writerAction('/dashboard/content/new', { writer: { status: 302 }, writer2: denied }),
  },
  {
    pattern: '/dashboard/content/new',
    intent: 'submit',
    path: '/dashboard/content/new',
    body: newPiece('submit'),
    expect: writerAction('/dashboard/content/new', { writer: { status: 302 }, writer2: denied }),
  },
  {
    pattern: '/dashboard/content/new',
    intent: '(unknown)',
    path: '/dashboard/content/new',
    body: () => ({ ...newPiece('x')(), intent: 'explode' }),
    expect: writerAction('/dashboard/content/new', { writer: { status: 400, refused: true }, writer2: { status: 400, refused: true } }),
  },
  {
    pattern: '/dashboard/content/:id/edit',
    intent: 'save-draft',
    path: editPath(DEMO_CONTENT.draft),
    body: edited('save-draft'),
    expect: writerAction(editPath(DEMO_CONTENT.draft), {
      writer: { status: 302, location: piecePath(DEMO_CONTENT.draft) },
      writer2: missing,
    }),
  },
  {
    pattern: '/dashboard/content/:id/edit',
    intent: 'submit',
    path: editPath(DEMO_CONTENT.draft),
    body: edited('submit'),
    expect: writerAction(editPath(DEMO_CONTENT.draft), {
      writer: { status: 302, location: piecePath(DEMO_CONTENT.draft) },
      writer2: missing,
    }),
  },
  {
    pattern: '/dashboard/content/:id/edit',
    intent: 'revise',
    path: editPath(DEMO_CONTENT.rejected),
    body: edited('revise'),
    expect: writerAction(editPath(DEMO_CONTENT.rejected), {
      writer: { status: 302, location: piecePath(DEMO_CONTENT.rejected) },
      writer2: missing,
    }),
  },
  {
    pattern: '/dashboard/content/:id/edit',
    intent: '(foreign piece)',
    path: editPath(DEMO_CONTENT.otherWriter),
    body: edited('save-draft'),
    // Theo's piece is pending (nothing to edit): 409 for him, 404 for Wren.
    expect: writerAction(editPath(DEMO_CONTENT.otherWriter), { writer: missing, writer2: { status: 409, refused: true } }),
  },
  {
    pattern: '/dashboard/content/:id/edit',
    intent: '(unknown)',
    path: editPath(DEMO_CONTENT.rejected),
    body: () => ({ ...edited('x')(), intent: 'explode' }),
    expect: writerAction(editPath(DEMO_CONTENT.rejected), {
      writer: { status: 400, refused: true },
      writer2: { status: 400, refused: true },
    }),
  },
  {
    pattern: '/dashboard/content/:id',
    intent: 'comment',
    path: piecePath(DEMO_CONTENT.pending),
    body: (who) => ({ intent: 'comment', comment: `A comment from ${who}` }),
    expect: bothSides(piecePath(DEMO_CONTENT.pending)),
  },
  {
    pattern: '/dashboard/content/:id',
    intent: 'comment',
    path: piecePath(DEMO_CONTENT.otherWriter),
    body: (who) => ({ intent: 'comment', comment: `A comment from ${who}` }),
    expect: each(piecePath(DEMO_CONTENT.otherWriter), {
      founder: missing,
      founder2: missing,
      writer: missing,
      writer2: { status: 302, location: piecePath(DEMO_CONTENT.otherWriter) },
      admin: denied,
    }),
  },
  {
    pattern: '/dashboard/content/:id',
    intent: 'set-date',
    path: piecePath(DEMO_CONTENT.pending),
    body: () => ({ intent: 'set-date', plannedPublishDate: '2026-11-27' }),
    expect: bothSides(piecePath(DEMO_CONTENT.pending)),
  },
  {
    pattern: '/dashboard/content/:id',
    intent: 'approve',
    path: piecePath(DEMO_CONTENT.pending),
    body: () => ({ intent: 'approve' }),
    expect: farahDecides(piecePath(DEMO_CONTENT.pending)),
  },
  {
    pattern: '/dashboard/content/:id',
    intent: 'request-changes',
    path: piecePath(DEMO_CONTENT.pendingPost),
    body: () => ({ intent: 'request-changes', feedback: 'Shorter, please.' }),
    expect: farahDecides(piecePath(DEMO_CONTENT.pendingPost)),
  },
  {
    pattern: '/dashboard/content/:id',
    intent: 'request-changes',
    path: piecePath(DEMO_CONTENT.rejected),
    body: () => ({ intent: 'request-changes', feedback: 'A third round.' }),
    // Revised above (pending again), but Omar's Starter plan has used both its rounds: refused (409).
    expect: each(piecePath(DEMO_CONTENT.rejected), {
      founder: missing,
      founder2: { status: 409, refused: true },
      writer: denied,
      writer2: denied,
      admin: denied,
    }),
  },
  {
    pattern: '/dashboard/content/:id',
    intent: 'publish',
    path: piecePath(DEMO_CONTENT.approved),
    body: () => ({ intent: 'publish', publishedUrl: 'https://blog.example.com/first-100-customers' }),
    expect: farahDecides(piecePath(DEMO_CONTENT.approved)),
  },
  {
    pattern: '/dashboard/content/:id',
    intent: '(unknown)',
    path: piecePath(DEMO_CONTENT.pending),
    body: () => ({ intent: 'explode' }),
    expect: each(piecePath(DEMO_CONTENT.pending), {
      founder: { status: 400, refused: true },
      founder2: { status: 400, refused: true },
      writer: { status: 400, refused: true },
      writer2: { status: 400, refused: true },
      admin: { status: 400, refused: true },
    }),
  },
  {
    pattern: '/content-actions/:token',
    path: `/content-actions/${NO_SUCH_TOKEN}`,
    body: () => ({ feedback: 'Anything' }),
    expect: all(missing),
  },
  {
    pattern: '/dashboard/request',
    path: '/dashboard/request',
    body: (who) => ({ contentType: 'linkedin', title: `A request from ${who}`, brief: 'Short and personal.', wantedBy: '', writerId: '' }),
    // Farah and Omar each have a live plan with LinkedIn posts left this month.
    expect: each('/dashboard/request', {
      founder: { status: 302 },
      founder2: { status: 302 },
      writer: denied,
      writer2: denied,
      admin: denied,
    }),
  },
  {
    pattern: '/dashboard/request',
    intent: '(not in the plan)',
    path: '/dashboard/request',
    body: () => ({ contentType: 'pr', title: 'A PR article', brief: '', wantedBy: '', writerId: '' }),
    // Neither Growth (Farah) nor Starter (Omar) includes PR articles: refused with the plan's words.
    expect: each('/dashboard/request', {
      founder: { status: 409, refused: true },
      founder2: { status: 409, refused: true },
      writer: denied,
      writer2: denied,
      admin: denied,
    }),
  },
  {
    pattern: '/dashboard/content/:id',
    intent: 'cancel',
    path: piecePath(DEMO_CONTENT.requested),
    body: () => ({ intent: 'cancel' }),
    // Unconfirmed, a cancel changes nothing: only those who may cancel the request are asked to confirm.
    expect: each(piecePath(DEMO_CONTENT.requested), {
      founder: ok,
      founder2: missing,
      writer: denied,
      writer2: missing,
      admin: ok,
    }),
  },
  {
    pattern: '/dashboard/content/:id',
    intent: 'cancel',
    path: piecePath(DEMO_CONTENT.extra),
    body: () => ({ intent: 'cancel' }),
    expect: each(piecePath(DEMO_CONTENT.extra), {
      founder: missing,
      founder2: missing,
      writer: missing,
      writer2: denied,
      admin: ok,
    }),
  },
  {
    pattern: '/dashboard/content/:id',
    intent: 'cancel',
    path: piecePath(DEMO_CONTENT.requested),
    body: () => ({ intent: 'cancel', [CONFIRM_FIELD]: CONFIRMED }),
    // Farah cancels her request before Wren starts; after that even an admin finds it cancelled (409).
    expect: each(piecePath(DEMO_CONTENT.requested), {
      founder: { status: 302, location: piecePath(DEMO_CONTENT.requested) },
      founder2: missing,
      writer: denied,
      writer2: missing,
      admin: { status: 409, refused: true },
    }),
  },
  {
    pattern: '/dashboard/content/:id',
    intent: 'cancel',
    path: piecePath(DEMO_CONTENT.extra),
    body: () => ({ intent: 'cancel', [CONFIRM_FIELD]: CONFIRMED }),
    // The extra request for Lena, given to Theo: only an admin may call it off.
    expect: each(piecePath(DEMO_CONTENT.extra), {
      founder: missing,
      founder2: missing,
      writer: missing,
      writer2: denied,
      admin: { status: 302, location: piecePath(DEMO_CONTENT.extra) },
    }),
  },
]

const noAction: NoActionRow[] = [
  '/dashboard/assignments',
  '/dashboard/content',
  '/dashboard/review',
  '/dashboard/writers',
  '/dashboard/earnings',
  '/dashboard/calendar',
].map((path) => ({ pattern: path, path }))

export const rows: AreaRows = { pages, actions, noAction }
