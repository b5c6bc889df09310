import { Form } from 'react-router'
import { ConfirmButton } from '#app/components/ui/confirm.tsx'
import { Pager } from '#app/components/ui/pager.tsx'
import { useIsSubmitting } from '#app/components/forms.tsx'
import { pageCount } from '#app/domain/pagination.ts'
import { ActionError, dateText } from './admin-ui.tsx'
import { removalConfirmation } from './assignment-schema.ts'

type AssignmentRow = {
  id: string
  assignedAt: string
  writerName: string
  writerEmail: string
  founderName: string
  founderEmail: string
  founderCompany: string | null
}

/** "Active Assignments" (spec §2): newest first, each with Remove (soft removal). */
export function ActiveAssignments({
  assignments,
  total,
  page,
  pageSize,
  error,
}: {
  assignments: AssignmentRow[]
  total: number
  page: number
  pageSize: number
  error?: string
}) {
  const busy = useIsSubmitting()
  return (
    <section aria-labelledby="active-heading" className="card sm:p-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="active-heading" className="font-display text-xl font-black">
          Active Assignments
        </h2>
        {total > 0 ? (
          <p className="text-sm text-ink-soft">{total === 1 ? '1 pairing' : `${total.toLocaleString('en-US')} pairings`}</p>
        ) : null}
      </div>
      <div className="mt-2">
        <ActionError error={error} title="Failed to remove assignment" />
      </div>
      {assignments.length === 0 ? (
        <p className="mt-4 text-ink-soft">No active assignments</p>
      ) : (
        <ul className="mt-4 divide-y divide-ink/10">
          {assignments.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center justify-between gap-3 py-4" data-testid="active-assignment">
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words">
                  {row.writerName} <span className="font-normal text-ink-soft">writes for</span> {row.founderName}
                  {row.founderCompany ? <span className="font-normal text-ink-soft"> ({row.founderCompany})</span> : null}
                </p>
                <p className="mt-1 text-sm break-words text-ink-soft">
                  {row.writerEmail} · {row.founderEmail}
                </p>
                <p className="text-sm text-ink-soft">
                  Assigned <time dateTime={row.assignedAt}>{dateText(row.assignedAt)}</time>
                </p>
              </div>
              <Form method="post" preventScrollReset>
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="assignmentId" value={row.id} />
                <ConfirmButton className="btn-secondary btn-sm" disabled={busy} {...removalConfirmation(row)}>
                  Remove
                  <span className="sr-only">
                    {' '}
                    {row.writerName} from {row.founderName}
                  </span>
                </ConfirmButton>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pages={pageCount(total, pageSize)} label="Assignment pages" preventScrollReset />
    </section>
  )
}
