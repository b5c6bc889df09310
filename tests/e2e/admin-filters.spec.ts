// The admin's filter forms (billing, subscriptions, activity) at 1280 px: on each row the labels start on
// one line and the boxes below them (search, selects, dates) share their top and their height, so a row
// reads as one straight line whatever kind of control each filter is.
import type { Page } from '@playwright/test'
import { expect, hydrated, loginAs, test } from './fixtures.ts'

const FORMS = [
  ['/dashboard/admin/billing', 'Filter transactions'],
  ['/dashboard/admin/subscriptions', 'Filter subscriptions'],
  ['/dashboard/admin/activity', 'Filter the activity log'],
] as const

type Control = { name: string; top: number; height: number; labelTop: number }

/** The form's labelled controls grouped into the rows they sit on (controls whose boxes overlap vertically). */
async function rowsOf(page: Page, formName: string): Promise<Control[][]> {
  const controls = await page.getByRole('form', { name: formName }).evaluate((form) =>
    [...form.querySelectorAll<HTMLElement>('input:not([type=hidden]), select')].map((control) => {
      const box = control.getBoundingClientRect()
      const label = form.querySelector(`label[for="${control.id}"]`)!.getBoundingClientRect()
      return { name: control.getAttribute('name') ?? control.id, top: box.top, height: box.height, labelTop: label.top }
    }),
  )
  const rows: Control[][] = []
  for (const control of [...controls].sort((a, b) => a.top - b.top)) {
    const row = rows.at(-1)
    if (row && control.top < Math.max(...row.map((one) => one.top + one.height))) row.push(control)
    else rows.push([control])
  }
  return rows
}

test.use({ viewport: { width: 1280, height: 900 } })

test('each row of an admin filter form lines up: labels on one line, boxes of one top and one height', async ({ page }) => {
  await loginAs(page, 'admin@agency.test')
  for (const [path, formName] of FORMS) {
    await page.goto(path)
    await hydrated(page)
    const rows = await rowsOf(page, formName)
    expect(rows.flat().length, `${path}: its filters`).toBeGreaterThanOrEqual(4)
    for (const row of rows) {
      const names = row.map((control) => control.name).join(', ')
      // Within half a pixel: sub-pixel rounding, not a control set lower than its neighbours.
      for (const key of ['top', 'height', 'labelTop'] as const) {
        const values = row.map((control) => control[key])
        expect(Math.max(...values) - Math.min(...values), `${path}: ${key} of ${names}`).toBeLessThanOrEqual(0.5)
      }
    }
  }
})
