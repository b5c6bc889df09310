// A moment shown in the reader's own format: their language's date order and their time zone. The
// server (and the first render in the browser) shows it in UTC with the zone named, so nothing jumps
// before hydration and a page without JavaScript still tells the time unambiguously.
import { dateTimeText } from '#app/utils/dates.ts'
import { useHydrated } from './use-hydrated.ts'

let readerFormat: Intl.DateTimeFormat | undefined
/** Made once, in the browser: the reader's locale and zone ("31/03/2027, 23:59", "Mar 31, 2027, 11:59 PM"). */
function format(value: Date) {
  readerFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })
  return readerFormat.format(value)
}

export function LocalTime({ value, className }: { value: string; className?: string }) {
  const hydrated = useHydrated()
  return (
    <time dateTime={value} className={className}>
      {hydrated ? format(new Date(value)) : dateTimeText(value)}
    </time>
  )
}
