// What a founder asked for, beside the writer's draft and on the piece's page: the brief (stored as
// sanitised HTML when the request was made), the due date and the wanted-by day.
import type { ContentStatus } from '#app/domain/content.ts'
import { dateText, DueDate, PROSE } from './content-ui.tsx'

export type RequestBriefData = { briefHtml: string; dueDate: string | null; status: ContentStatus; wantedBy: string | null }

/** `dueBadge`: off where the page's header shows the due date's badge already (the piece's page). */
export function RequestBrief({
  request,
  founderName,
  dueBadge = true,
}: {
  request: RequestBriefData
  founderName: string
  dueBadge?: boolean
}) {
  return (
    <section className="card space-y-3" aria-labelledby="brief-heading" data-testid="request-brief">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="brief-heading" className="font-display text-xl font-black">
          The brief from {founderName}
        </h2>
        {dueBadge ? <DueDate dueDate={request.dueDate} status={request.status} /> : null}
      </div>
      <p className="text-sm text-ink-soft">
        Due {dateText(request.dueDate)}
        {request.wantedBy ? ` · wanted by ${dateText(request.wantedBy)}` : ''}
      </p>
      {request.briefHtml ? (
        <div className={PROSE} dangerouslySetInnerHTML={{ __html: request.briefHtml }} />
      ) : (
        <p className="text-ink-soft">No brief: the title says it all.</p>
      )}
    </section>
  )
}
