import { pageMeta } from '#app/utils/meta.ts'
import { requireUserWithRole } from '#app/utils/session.server.ts'
import type { Route } from './+types/admin'

export const meta: Route.MetaFunction = () => pageMeta('Admin Panel', 'Content packs and payment attempts.')

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUserWithRole(request, 'admin')
  return { name: user.name }
}

export default function AdminPage({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-5xl px-5 py-10">
      <h1 className="font-display text-3xl font-black sm:text-4xl">Admin Panel</h1>
      <p className="mt-2 text-ink-soft">Signed in as {loaderData.name}. Content Management and Payment Attempts live here.</p>
    </section>
  )
}
