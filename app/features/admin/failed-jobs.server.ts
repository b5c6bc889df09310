// Background work that ran out of attempts (a mail the SMTP server kept refusing…), for the admin's
// Jobs tab, and running one again. The caller checks the 'manage:jobs' permission.
import { z } from 'zod'
import { pageOffset } from '#app/domain/pagination.ts'
import { logAdminAction } from '#app/utils/activity-log.server.ts'
import { listFailedJobs, retryFailedJob } from '#app/utils/jobs.server.ts'

export const JOBS_PAGE_SIZE = 20

export const RetryJobSchema = z.object({ intent: z.literal('retry-job'), jobId: z.uuid({ error: 'Choose a failed job to retry.' }) })

export async function loadFailedJobs(page: number) {
  const { jobs, total } = await listFailedJobs({ limit: JOBS_PAGE_SIZE, offset: pageOffset(page, JOBS_PAGE_SIZE) })
  return {
    jobs: jobs.map((job) => ({ ...job, failedAt: job.failedAt.toISOString() })),
    total,
    page,
    pageSize: JOBS_PAGE_SIZE,
  }
}

/** Queues a failed job again with a fresh set of attempts; logs it in the same transaction. False: no such failed job. */
export function retryJob(actorId: string, jobId: string) {
  return retryFailedJob(jobId, (tx, job) =>
    logAdminAction(tx, actorId, { action: 'job.retry', targetType: 'job', targetId: jobId, details: `${job.name}: ${job.summary}` }),
  )
}
