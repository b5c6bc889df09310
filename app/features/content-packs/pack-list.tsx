import { Form } from 'react-router'
import { useIsSubmitting } from '#app/components/forms.tsx'
import { formatMoney } from '#app/domain/money.ts'
import { formatBytes } from './pack-schema.ts'
import { dateText } from '#app/utils/dates.ts'
import { Pager } from '#app/components/ui/pager.tsx'

type PackFile = { id: string; fileName: string; mimeType: string; sizeBytes: number }
export type PackListItem = {
  id: string
  title: string
  description: string
  priceMinor: number
  currency: 'USD' | 'INR'
  starter: boolean
  downloads: number
  createdAt: string
  files: PackFile[]
}

/** The uploaded packs, newest first: files (each downloadable by admins), price, downloads, the starter switch and delete. */
export function ContentPacksList({ packs, page, pages }: { packs: PackListItem[]; page: number; pages: number }) {
  const busy = useIsSubmitting()
  return (
    <section aria-labelledby="packs-heading" className="card self-start sm:p-8">
      <h2 id="packs-heading" className="font-display text-xl font-black">
        Content packs
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        The starter pack is the one buyers download from the thank-you page. Only one pack can be it.
      </p>
      {packs.length === 0 ? (
        <p className="mt-6 text-ink-soft">No content packs yet. Upload the first one with the form.</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {packs.map((pack) => (
            <li
              key={pack.id}
              className="rounded-xl border border-ink/10 p-4"
              aria-labelledby={`pack-${pack.id}`}
              data-testid="content-pack"
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <h3 id={`pack-${pack.id}`} className="font-bold break-words">
                    {pack.title}
                  </h3>
                  <p className="text-sm text-ink-soft">
                    {formatMoney(pack.priceMinor, pack.currency)} · added {dateText(pack.createdAt)} ·{' '}
                    <span data-testid="pack-downloads">
                      {pack.downloads} download{pack.downloads === 1 ? '' : 's'}
                    </span>
                  </p>
                </div>
                <Form method="post" className="flex items-center gap-2">
                  <input type="hidden" name="intent" value="set-starter" />
                  <input type="hidden" name="packId" value={pack.id} />
                  <span id={`starter-${pack.id}`} className="text-sm font-semibold">
                    Starter pack
                  </span>
                  <button
                    type="submit"
                    name="starter"
                    value={pack.starter ? 'off' : 'on'}
                    role="switch"
                    aria-checked={pack.starter}
                    aria-labelledby={`starter-${pack.id} pack-${pack.id}`}
                    disabled={busy}
                    className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-ink bg-white transition disabled:opacity-50 aria-checked:bg-ink"
                  >
                    <span
                      aria-hidden="true"
                      className={`inline-block h-4 w-4 rounded-full transition ${pack.starter ? 'translate-x-6 bg-lime' : 'translate-x-1 bg-ink'}`}
                    />
                  </button>
                </Form>
              </div>
              <p className="mt-2 text-sm break-words whitespace-pre-line">{pack.description}</p>
              <ul aria-label={`Files of ${pack.title}`} className="mt-3 space-y-1 text-sm">
                {pack.files.map((file) => (
                  <li key={file.id} className="flex flex-wrap gap-x-2">
                    <a href={`/admin/content-packs/files/${file.id}`} className="link break-all" download>
                      {file.fileName}
                    </a>
                    <span className="text-ink-soft">
                      {file.mimeType === 'application/pdf' ? 'PDF' : 'ZIP'} · {formatBytes(file.sizeBytes)}
                    </span>
                  </li>
                ))}
              </ul>
              <Form
                method="post"
                className="mt-3"
                onSubmit={(event) => {
                  if (!window.confirm(`Delete “${pack.title}” and its files? Buyers can no longer download it.`)) event.preventDefault()
                }}
              >
                <input type="hidden" name="intent" value="delete-pack" />
                <input type="hidden" name="packId" value={pack.id} />
                <button type="submit" className="btn-secondary btn-sm" disabled={busy}>
                  Delete<span className="sr-only"> {pack.title}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} label="Content pack pages" />
    </section>
  )
}
