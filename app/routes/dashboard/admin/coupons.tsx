import { data } from 'react-router'
import { Pager } from '#app/components/ui/pager.tsx'
import { pageCount, pageFromUrl } from '#app/domain/pagination.ts'
import { backToTab } from '#app/features/admin/same-tab.server.ts'
import { NoScriptOutcome } from '#app/components/no-script-outcome.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { CouponForm, type CouponActionData } from '#app/features/coupons/coupon-form.tsx'
import { CouponList } from '#app/features/coupons/coupon-list.tsx'
import { COUPON_FORM_ID, COUPON_MESSAGES, parseCouponForm, ToggleCouponSchema } from '#app/features/coupons/coupon-schema.ts'
import { createCoupon, listCoupons, setCouponActive } from '#app/features/coupons/manage-coupons.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { readFormData } from '#app/utils/form-data.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { requireUserWithPermission } from '#app/utils/permissions.server.ts'
import { parseSubmission } from '#app/utils/submission.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import type { Route } from './+types/coupons'

export const meta: Route.MetaFunction = () => pageMeta('Coupon Codes', 'Create coupon codes and switch them on or off.')

export async function loader(args: Route.LoaderArgs) {
  requireUserWithPermission(args, 'manage:coupon')
  return listCoupons(getDb(), pageFromUrl(args.request.url))
}

const TOGGLE_TOAST = 'coupon-toggle'

export async function action(args: Route.ActionArgs) {
  const user = requireUserWithPermission(args, 'manage:coupon')
  const form = await readFormData(args.request)
  const db = getDb()
  switch (form.get('intent')) {
    case 'create': {
      const submission = parseCouponForm(form)
      if (submission.status !== 'success') return data<CouponActionData>({ result: submission.reply() }, { status: 400 })
      try {
        const created = await createCoupon(db, user, submission.value)
        if (!created.ok) {
          const reply = submission.reply({ fieldErrors: { code: [created.message] }, formErrors: [created.message] })
          return data<CouponActionData>({ result: reply }, { status: created.status })
        }
        return redirectWithToast('/dashboard/admin/coupons', {
          type: 'success',
          title: COUPON_MESSAGES.created,
          description: `${created.code} is active.`,
          id: COUPON_FORM_ID,
        })
      } catch (error) {
        logger.error({ err: error }, 'coupon could not be created')
        return data<CouponActionData>({ result: submission.reply({ formErrors: [COUPON_MESSAGES.createFailed] }) }, { status: 503 })
      }
    }
    case 'toggle': {
      const submission = parseSubmission(form, ToggleCouponSchema)
      if (submission.status !== 'success') return data<CouponActionData>({ error: 'Choose a coupon and a state.' }, { status: 400 })
      const result = await setCouponActive(db, user, submission.value.couponId, submission.value.active)
      if (!result.ok) return data<CouponActionData>({ error: result.message }, { status: result.status })
      return redirectWithToast(backToTab(args.request, '/dashboard/admin/coupons'), {
        type: 'success',
        title: result.active ? COUPON_MESSAGES.activated : COUPON_MESSAGES.deactivated,
        description: result.code,
        id: TOGGLE_TOAST,
      })
    }
  }
  return data<CouponActionData>({ error: 'Unknown action.' }, { status: 400 })
}

export default function CouponsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { coupons, total, page, pageSize } = loaderData
  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <PageHeader title="Coupon Codes" description="Create coupons for checkout and switch them on or off." />
      <NoScriptOutcome />
      <section aria-labelledby="create-coupon-heading" className="card sm:p-8">
        <h2 id="create-coupon-heading" className="font-display text-xl font-black">
          Create Coupon Code
        </h2>
        <p className="mt-1 mb-6 text-sm text-ink-soft">Code and discount amount are required. New coupons are active at once.</p>
        <CouponForm actionData={actionData} />
      </section>
      <section aria-labelledby="coupons-heading" className="card sm:p-8">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="coupons-heading" className="font-display text-xl font-black">
            Coupons
          </h2>
          <p className="text-sm text-ink-soft">{total === 1 ? '1 coupon' : `${total.toLocaleString('en-US')} coupons`}, newest first</p>
        </div>
        <CouponList coupons={coupons} refusal={actionData?.error} />
        <Pager page={page} pages={pageCount(total, pageSize)} label="Coupon pages" preventScrollReset />
      </section>
    </div>
  )
}
