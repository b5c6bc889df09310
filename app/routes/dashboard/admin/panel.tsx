import { data, Link, useRouteLoaderData } from 'react-router'
import { z } from 'zod'
import { ContentPacksList } from '#app/features/content-packs/pack-list.tsx'
import { PackUploadForm, type PackUploadActionData } from '#app/features/content-packs/pack-upload-form.tsx'
import { PACK_MESSAGES } from '#app/features/content-packs/pack-schema.ts'
import { deleteContentPack, setStarterPack, uploadContentPack } from '#app/features/content-packs/content-packs.server.ts'
import { PaymentAttemptsPanel } from '#app/features/admin-billing/payment-attempts-panel.tsx'
import type { loader as rootLoader } from '#app/root.tsx'
import { getDb } from '#app/utils/db.server.ts'
import { readFormData } from '#app/utils/form-data.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { getStorage } from '#app/utils/storage.server.ts'
import { parseSubmission } from '#app/utils/submission.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { parsePage } from '#app/domain/pagination.ts'
import { requireAdmin } from './+shared/guard.server.ts'
import { StatsPanel } from './+shared/stats-panel.tsx'
import { loadAdminPanel } from './panel.server.ts'
import type { Route } from './+types/panel'

export const meta: Route.MetaFunction = () => pageMeta('Admin Panel', 'Content packs, their downloads and every payment attempt.')

const QuerySchema = z.object({
  tab: z.enum(['content', 'payments']).catch('content'),
  page: z.string().optional().transform(parsePage),
})
const StarterSchema = z.object({
  intent: z.literal('set-starter'),
  packId: z.uuid({ error: 'Choose a content pack.' }),
  starter: z.enum(['on', 'off'], { error: 'Say whether the pack is the starter pack.' }),
})
const DeleteSchema = z.object({ intent: z.literal('delete-pack'), packId: z.uuid({ error: 'Choose a content pack.' }) })

/** The upload's success toast: without JavaScript the page says it instead (the toast cannot show). */
const UPLOADED_TOAST = 'pack-uploaded'

export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args, 'read:payments')
  return loadAdminPanel(getDb(), QuerySchema.parse(Object.fromEntries(new URL(args.request.url).searchParams)))
}

export async function action(args: Route.ActionArgs) {
  const user = requireAdmin(args, 'manage:content-pack')
  const db = getDb()
  // Without JavaScript the upload form posts here (with JavaScript it goes to /admin/content-packs, for its progress bar).
  if (/^multipart\/form-data/i.test(args.request.headers.get('content-type') ?? '')) {
    const outcome = await uploadContentPack(db, getStorage(), args.request, user.id)
    if (outcome.status === 'refused') return data<PackUploadActionData>({ result: outcome.result }, { status: outcome.httpStatus })
    return redirectWithToast('/admin', {
      type: 'success',
      title: PACK_MESSAGES.uploaded,
      description: outcome.pack.title,
      id: UPLOADED_TOAST,
    })
  }
  const form = await readFormData(args.request)
  const refuse = (status: number, error: string) => data({ error }, { status })
  switch (form.get('intent')) {
    case 'upload-pack':
      return refuse(415, 'Send the upload form with its files (multipart/form-data).')
    case 'set-starter': {
      const submission = parseSubmission(form, StarterSchema)
      if (submission.status !== 'success') return refuse(400, 'Choose a content pack and whether it is the starter pack.')
      const starter = submission.value.starter === 'on'
      const changed = await setStarterPack(db, user.id, submission.value.packId, starter)
      if (changed.status === 'not-found') return refuse(404, 'That content pack no longer exists.')
      const title = starter ? `${changed.title} is now the starter pack` : `${changed.title} is no longer the starter pack`
      return redirectWithToast('/admin', { type: 'success', title, id: 'starter-pack' })
    }
    case 'delete-pack': {
      const submission = parseSubmission(form, DeleteSchema)
      if (submission.status !== 'success') return refuse(400, 'Choose a content pack to delete.')
      const deleted = await deleteContentPack(db, getStorage(), user.id, submission.value.packId)
      if (deleted.status === 'not-found') return refuse(404, 'That content pack no longer exists.')
      return redirectWithToast('/admin', { type: 'success', title: 'Content pack deleted', description: deleted.title, id: 'delete-pack' })
    }
  }
  return refuse(400, 'Unknown action.')
}

const TABS = [
  { id: 'content', label: 'Content Management', to: '/admin' },
  { id: 'payments', label: 'Payment Attempts', to: '/admin?tab=payments' },
] as const

export default function AdminPanel({ loaderData, actionData }: Route.ComponentProps) {
  // Without JavaScript the upload's success toast cannot show; the page says it instead.
  const toast = useRouteLoaderData<typeof rootLoader>('root')?.toast
  const uploaded = toast?.id === UPLOADED_TOAST ? toast : null
  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <header>
        <h1 className="font-display text-3xl font-black sm:text-4xl">Admin Panel</h1>
        <p className="mt-1 text-ink-soft">Content packs for buyers, and every checkout attempt.</p>
      </header>
      <nav aria-label="Admin panel sections" className="flex gap-2 overflow-x-auto border-b border-ink/10">
        {TABS.map((tab) => (
          <Link
            key={tab.id}
            to={tab.to}
            aria-current={loaderData.tab === tab.id ? 'page' : undefined}
            className="-mb-px border-b-3 border-transparent px-4 py-3 text-sm font-bold whitespace-nowrap text-ink-soft hover:text-ink aria-[current=page]:border-shock-ink aria-[current=page]:text-ink"
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      {actionData && 'error' in actionData ? (
        <p role="alert" className="rounded-xl bg-shock/10 px-4 py-3 text-sm font-semibold text-shock-ink">
          {actionData.error}
        </p>
      ) : null}
      {loaderData.tab === 'payments' ? (
        <PaymentAttemptsPanel attempts={loaderData.attempts} summary={loaderData.summary} page={loaderData.page} pages={loaderData.pages} />
      ) : (
        <>
          <StatsPanel stats={loaderData.stats} />
          <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <PackUploadForm
              actionData={actionData && 'result' in actionData ? actionData : undefined}
              uploadedTitle={uploaded?.description ?? null}
            />
            <ContentPacksList packs={loaderData.packs} page={loaderData.page} pages={loaderData.pages} />
          </div>
        </>
      )}
    </div>
  )
}
