import { data, Link } from 'react-router'
import { RateForm, RecordPayoutForm, type PayoutActionData } from '#app/features/payouts/payout-forms.tsx'
import { PAYOUT_FORM_ID, PAYOUT_MESSAGES, RATE_FORM_ID, RecordPayoutSchema, SetRateSchema } from '#app/features/payouts/payout-schema.ts'
import { getWriterPayoutAccount, recordPayout, setWriterRates } from '#app/features/payouts/payouts.server.ts'
import { BalanceSummary, OwedPieces, PayoutDetailsCard, PayoutHistory } from '#app/features/payouts/payout-views.tsx'
import { getDb } from '#app/utils/db.server.ts'
import { readFormData } from '#app/utils/form-data.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { requireUserWithPermission } from '#app/utils/permissions.server.ts'
import { parseSubmission } from '#app/utils/submission.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import type { Route } from './+types/payout-writer'
import { PageHeader } from '#app/components/ui/page-header.tsx'

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  pageMeta(loaded ? `Payouts: ${loaded.writer.name}` : 'Writer payouts', 'A writer’s rates, what they are owed and their payouts.')

/** A user id as the app makes them (no control characters, not too long), or null: answered as missing. */
const userIdOf = (value: string) => (/^[\w.-]{1,200}$/.test(value) ? value : null)

export async function loader(args: Route.LoaderArgs) {
  requireUserWithPermission(args, 'read:payments')
  const writerId = userIdOf(args.params.writerId)
  const account = writerId ? await getWriterPayoutAccount(getDb(), writerId) : null
  if (!account) throw data('No writer has this id.', { status: 404 })
  return account
}

export async function action(args: Route.ActionArgs) {
  const user = requireUserWithPermission(args, 'manage:payouts')
  const writerId = userIdOf(args.params.writerId)
  if (!writerId) throw data('No writer has this id.', { status: 404 })
  const form = await readFormData(args.request)
  const here = `/dashboard/admin/payouts/${encodeURIComponent(writerId)}`
  const answer = (formId: PayoutActionData['form'], result: PayoutActionData['result'], status: number) =>
    data<PayoutActionData>({ form: formId, result }, { status })
  switch (form.get('intent')) {
    case 'set-rate': {
      const submission = parseSubmission(form, SetRateSchema)
      if (submission.status !== 'success') return answer(RATE_FORM_ID, submission.reply(), 400)
      const saved = await setWriterRates(getDb(), user.id, { writerId, currency: submission.value.currency, rates: submission.value.rates })
      if (saved.status !== 'done') return answer(RATE_FORM_ID, submission.reply({ formErrors: [PAYOUT_MESSAGES.noWriter] }), 404)
      return redirectWithToast(here, { type: 'success', title: PAYOUT_MESSAGES.rateSaved(saved.name), id: RATE_FORM_ID })
    }
    case 'record-payout': {
      const submission = parseSubmission(form, RecordPayoutSchema)
      if (submission.status !== 'success') return answer(PAYOUT_FORM_ID, submission.reply(), 400)
      const recorded = await recordPayout(getDb(), user.id, { writerId, ...submission.value })
      if (recorded.status === 'not-found') return answer(PAYOUT_FORM_ID, submission.reply({ formErrors: [PAYOUT_MESSAGES.noWriter] }), 404)
      if (recorded.status === 'duplicate') return answer(PAYOUT_FORM_ID, submission.reply({ formErrors: [PAYOUT_MESSAGES.duplicate] }), 409)
      if (recorded.status === 'more-than-owed') {
        const message = PAYOUT_MESSAGES.moreThanOwed(recorded.owedMinor, submission.value.currency)
        return answer(PAYOUT_FORM_ID, submission.reply({ fieldErrors: { amount: [message] } }), 409)
      }
      return redirectWithToast(here, { type: 'success', title: PAYOUT_MESSAGES.recorded(recorded.name), id: PAYOUT_FORM_ID })
    }
  }
  throw data('Unknown action.', { status: 400 })
}

export default function WriterPayoutsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { writer, rateCard, payoutDetails, owedLines, payouts } = loaderData
  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <div className="space-y-2">
        <Link to="/dashboard/admin/payouts" className="link text-sm">
          All writers
        </Link>
        <PageHeader title={writer.name} description={<span className="break-all">{writer.email}</span>} />
      </div>
      <BalanceSummary balance={writer} />
      <OwedPieces lines={owedLines} total={writer.owedLines} linked={false} empty="Nothing owed: every approved piece is paid for." />
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="space-y-8">
          <PayoutDetailsCard details={payoutDetails} />
          <RecordPayoutForm currency={writer.currency} owed={writer.owed} actionData={actionData} />
        </div>
        <RateForm card={rateCard} actionData={actionData} />
      </div>
      <PayoutHistory payouts={payouts} />
    </div>
  )
}
