import { data, Form } from 'react-router'
import { Pager } from '#app/components/ui/pager.tsx'
import { pageCount, pageFromUrl } from '#app/domain/pagination.ts'
import { useIsSubmitting } from '#app/components/forms.tsx'
import { backToTab } from '#app/features/admin/same-tab.server.ts'
import { NoScriptOutcome } from '#app/components/no-script-outcome.tsx'
import { ActionError, dateTimeText } from '#app/features/admin/admin-ui.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { loadFailedJobs, RetryJobSchema, retryJob } from '#app/features/admin/failed-jobs.server.ts'
import { readFormData } from '#app/utils/form-data.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { requireUserWithPermission } from '#app/utils/permissions.server.ts'
import { parseSubmission } from '#app/utils/submission.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import type { Route } from './+types/jobs'

export const meta: Route.MetaFunction = () => pageMeta('Jobs', 'Mails and background jobs that failed, and Retry.')

export async function loader(args: Route.LoaderArgs) {
  requireUserWithPermission(args, 'manage:jobs')
  return loadFailedJobs(pageFromUrl(args.request.url))
}

const RETRY_TOAST = 'retry-job'

export async function action(args: Route.ActionArgs) {
  const user = requireUserWithPermission(args, 'manage:jobs')
  const form = await readFormData(args.request)
  switch (form.get('intent')) {
    case 'retry-job': {
      const submission = parseSubmission(form, RetryJobSchema)
      if (submission.status !== 'success') return data({ error: 'Choose a failed job to retry.' }, { status: 400 })
      const retried = await retryJob(user.id, submission.value.jobId)
      if (!retried)
        return data({ error: 'That job is not waiting for a retry (it was retried already, or it no longer exists).' }, { status: 404 })
      return redirectWithToast(backToTab(args.request, '/dashboard/admin/jobs'), {
        type: 'success',
        title: 'Job queued again',
        description: 'It runs within a few seconds.',
        id: RETRY_TOAST,
      })
    }
  }
  return data({ error: 'Unknown action.' }, { status: 400 })
}

export default function JobsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { jobs, total, page, pageSize } = loaderData
  const busy = useIsSubmitting()
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader title="Jobs" description="Mails and other background work that failed after every attempt. Retry runs one again." />
      <NoScriptOutcome />
      <ActionError error={actionData?.error} title="Job not retried" />
      <section aria-labelledby="failed-jobs-heading" className="card">
        <h2 id="failed-jobs-heading" className="text-xl font-bold">
          Failed jobs {total > 0 ? <span className="text-ink-soft">({total})</span> : null}
        </h2>
        {jobs.length === 0 ? (
          <p className="mt-2 text-ink-soft">No failed jobs. Mail and other background work are running normally.</p>
        ) : (
          <ul className="mt-4 divide-y divide-ink/10">
            {jobs.map((job) => (
              <li key={job.id} className="flex flex-wrap items-start justify-between gap-3 py-4" data-testid="failed-job">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words">{job.summary}</p>
                  <p className="mt-1 text-sm break-words text-shock-ink">{job.error}</p>
                  <p className="mt-1 text-xs text-ink-soft">
                    {job.name} · {job.attempts} attempt{job.attempts === 1 ? '' : 's'} · failed{' '}
                    <time dateTime={job.failedAt}>{dateTimeText(job.failedAt)}</time>
                  </p>
                </div>
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="retry-job" />
                  <input type="hidden" name="jobId" value={job.id} />
                  <button type="submit" className="btn-secondary btn-sm" disabled={busy}>
                    Retry<span className="sr-only"> {job.summary}</span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        <Pager page={page} pages={pageCount(total, pageSize)} label="Failed job pages" preventScrollReset />
      </section>
    </div>
  )
}
