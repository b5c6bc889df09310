// A moment shown in the reader's own format: their language's date order and their time zone, named.
// The server (and the first render in the browser) shows it in UTC with the zone named, so nothing
// jumps before hydration and a page without JavaScript still tells the time unambiguously; once the
// page runs it shows the reader's zone, and names that too ("GMT+5:30", "EST", "UTC"), as every other
// time in the app names its zone.
import { dateTimeText } from '#app/utils/dates.ts'
import { useHydrated } from './use-hydrated.ts'

/**
 * The reader's date and time with the zone's short name. `dateStyle`/`timeStyle` cannot name the zone,
 * so the parts are spelled out: the same parts as `dateStyle: 'medium', timeStyle: 'short'`.
 */
export const READER_DATE_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
}

let readerFormat: Intl.DateTimeFormat | undefined
/** Made once, in the browser: the reader's locale and zone ("31 Mar 2027, 23:59 BST", "Mar 31, 2027, 11:59 PM GMT+5:30"). */
function format(value: Date) {
  readerFormat ??= new Intl.DateTimeFormat(undefined, READER_DATE_TIME)
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
