// Small pieces every admin tab uses: the line that tells a refused action, and the outcome of the
// last action for browsers without JavaScript.
import { RefusalLine } from '#app/components/forms.tsx'

/**
 * A refused action's message, on the page above what it acted on: the one place it is said (with or
 * without JavaScript), never again as a toast.
 */
export function ActionError({ error, title }: { error: string | null | undefined; title?: string }) {
  if (!error) return null
  return <RefusalLine>{title ? `${title}: ${error}` : error}</RefusalLine>
}

export { dateText, dateTimeText } from '#app/utils/dates.ts'
