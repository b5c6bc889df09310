// The pieces the admin's filtered lists (billing, subscriptions, activity) share: the search box, a select with "All", the
// Filter and Clear buttons, the CSV export, the alert for filters the server refused, and what was typed, sent back
// so the form shows it again.
import { Link } from 'react-router'
import { Field, SelectField } from '#app/components/ui/field.tsx'

/** The search box (`?q=`): a name or e-mail, or part of it; the server cuts longer text to 100 characters. */
export function FilterSearch({ label, value, className }: { label: string; value?: string; className?: string }) {
  return (
    <Field
      id="filter-q"
      name="q"
      type="search"
      label={label}
      defaultValue={value ?? ''}
      autoComplete="off"
      maxLength={100}
      className={className}
    />
  )
}

/** A filter's select: "All" (no filter) and the options, as [value, text]. */
export function FilterChoice({
  name,
  label,
  value,
  options,
}: {
  name: string
  label: string
  value?: string
  options: [string, string][]
}) {
  return (
    <SelectField id={`filter-${name}`} name={name} label={label} defaultValue={value ?? ''}>
      <option value="">All</option>
      {options.map(([optionValue, text]) => (
        <option key={optionValue} value={optionValue}>
          {text}
        </option>
      ))}
    </SelectField>
  )
}

/** Filter (saying so while the page loads) and Clear (back to the unfiltered list). */
export function FilterActions({ loading, clearTo }: { loading: boolean; clearTo: string }) {
  return (
    <div className="flex items-end gap-3">
      <button type="submit" className="btn-primary">
        {loading ? 'Filtering…' : 'Filter'}
      </button>
      <Link to={clearTo} className="link inline-block py-0.5 text-sm">
        Clear
      </Link>
    </div>
  )
}

/**
 * The list under its filters as a CSV file; `query` is null while the server refuses the filters, and the
 * button stays in its place, switched off, with the refusal as its reason.
 */
export function ExportCsv({ path, query }: { path: string; query: string | null }) {
  if (query === null) {
    return (
      <button type="button" className="btn-secondary" disabled aria-describedby={UNUSABLE_FILTERS_ID}>
        Export CSV
      </button>
    )
  }
  return (
    <a href={`${path}${query}`} className="btn-secondary" download>
      Export CSV
    </a>
  )
}

const UNUSABLE_FILTERS_ID = 'unusable-filters'

/** The server's reasons for refusing the filters, in place of the list. */
export function UnusableFilters({ messages }: { messages: string[] }) {
  return (
    <div id={UNUSABLE_FILTERS_ID} role="alert" className="rounded-xl bg-shock/10 px-4 py-3 text-sm font-semibold text-shock-ink">
      <p>These filters cannot be used:</p>
      <ul className="mt-1 list-disc pl-5">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  )
}

/** What was typed into each filter, cut to `max` characters, for a form answered 400. */
export function typedFilters<Key extends string>(params: URLSearchParams, keys: readonly Key[], max: number): Record<Key, string> {
  return Object.fromEntries(keys.map((key) => [key, params.get(key)?.slice(0, max) ?? ''])) as Record<Key, string>
}
