// "Assign Writer to Founder" (spec §2, §5): two pickers that search on the server and a button that
// stays disabled until both people are chosen. Without JavaScript it is one form: the Search buttons
// send it as a GET (the page lists what matched, keeping both choices), Assign Writer as a POST.
import type { ConfirmationRequest } from '#app/components/ui/confirm.tsx'
import { useForm, type FieldMetadata, type SubmissionResult } from '@conform-to/react'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { Form, useFetcher } from 'react-router'
import { FormAlert, useForgetStaleRefusal, useIsSubmitting, useRefusalFocus } from '#app/components/forms.tsx'
import { parseSubmission, withFormLine } from '#app/utils/submission.ts'
import { ASSIGN_FORM_ID, AssignSchema, MISSING_PAIR, type PickerPage, type PickerPerson } from './assignment-schema.ts'

export type AssignActionData = { result?: SubmissionResult<string[]>; error?: string; confirm?: ConfirmationRequest }
type PickerRole = 'founder' | 'writer'

export type PickerState = { q: string; results: PickerPage; selected: PickerPerson | null }

const noSubscription = () => () => {}
/** False in the server's HTML and until hydration, true once React runs in the browser. */
function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

export function AssignWriterForm({
  founders,
  writers,
  actionData,
  resetKey,
}: {
  founders: PickerState
  writers: PickerState
  actionData: AssignActionData | undefined
  /** Changes when a pairing was made: the choices start over. */
  resetKey: string
}) {
  const busy = useIsSubmitting()
  const lastResult = actionData?.result
  const [form, fields] = useForm<{ founderId: string; writerId: string }>({
    id: ASSIGN_FORM_ID,
    lastResult,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    // Refused in the browser: the form's line above the pickers, as the server says it.
    onValidate: ({ formData }) => withFormLine(parseSubmission(formData, AssignSchema), () => MISSING_PAIR),
  })
  useRefusalFocus(form.id, lastResult)
  useForgetStaleRefusal(form, lastResult)
  const hydrated = useHydrated()
  const [founder, setFounder] = useState<PickerPerson | null>(founders.selected)
  const [writer, setWriter] = useState<PickerPerson | null>(writers.selected)
  const [seenKey, setSeenKey] = useState(resetKey)
  if (seenKey !== resetKey) {
    setSeenKey(resetKey)
    setFounder(null)
    setWriter(null)
  }
  const ready = Boolean(founder && writer)

  return (
    <Form
      method="post"
      id={form.id}
      noValidate={form.noValidate}
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter
        // A search (GET) is not the assignment: it is not validated, and with JavaScript the pickers search in place.
        if (submitter?.getAttribute('formmethod') === 'get') return
        form.onSubmit(event)
      }}
      aria-labelledby="assign-heading"
      className="space-y-6"
    >
      <FormAlert form={form} />
      <div className="grid gap-6 lg:grid-cols-2">
        <PersonPicker
          key={`founder-${resetKey}`}
          role="founder"
          state={founders}
          selected={founder}
          onSelect={setFounder}
          meta={fields.founderId}
          hydrated={hydrated}
        />
        <PersonPicker
          key={`writer-${resetKey}`}
          role="writer"
          state={writers}
          selected={writer}
          onSelect={setWriter}
          meta={fields.writerId}
          hydrated={hydrated}
        />
      </div>
      <div className="flex flex-wrap items-center gap-4 border-t border-ink/10 pt-5">
        <button
          type="submit"
          name="intent"
          value="assign"
          className="btn-primary"
          disabled={busy || (hydrated && !ready)}
          aria-describedby={hydrated && !ready ? 'assign-hint' : undefined}
        >
          {busy ? 'Assigning…' : 'Assign Writer'}
        </button>
        {hydrated && !ready ? (
          <p id="assign-hint" className="text-sm text-ink-soft">
            {MISSING_PAIR}
          </p>
        ) : founder && writer ? (
          <p className="text-sm text-ink-soft" role="status">
            {writer.name} will write for {founder.name}.
          </p>
        ) : null}
      </div>
    </Form>
  )
}

const LABELS = { founder: { one: 'founder', title: 'Founder' }, writer: { one: 'writer', title: 'Writer' } } as const

function PersonPicker({
  role,
  state,
  selected,
  onSelect,
  meta,
  hydrated,
}: {
  role: PickerRole
  state: PickerState
  selected: PickerPerson | null
  onSelect: (person: PickerPerson) => void
  meta: FieldMetadata<string>
  hydrated: boolean
}) {
  const fetcher = useFetcher<PickerPage>()
  const [q, setQ] = useState(state.q)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const results = fetcher.data && 'people' in fetcher.data ? fetcher.data : state.results
  const search = (query: string, page = 1) => {
    clearTimeout(timer.current)
    const params = new URLSearchParams({ role, q: query, page: String(page) })
    void fetcher.load(`/api/admin/people?${params}`)
  }
  useEffect(() => () => clearTimeout(timer.current), [])
  const label = LABELS[role]
  const listed = selected && !results.people.some((person) => person.id === selected.id) ? [selected, ...results.people] : results.people
  const searching = fetcher.state !== 'idle'

  return (
    <fieldset className="min-w-0" aria-describedby={meta.errors ? meta.errorId : undefined}>
      <legend className="text-lg font-bold">Select {label.title}</legend>
      <div className="mt-3 flex gap-2">
        <label htmlFor={`${role}-search`} className="sr-only">
          Search {label.one}s by name, e-mail or company
        </label>
        <input
          id={`${role}-search`}
          name={`${role}Q`}
          type="search"
          value={q}
          maxLength={100}
          autoComplete="off"
          placeholder={`Search ${label.one}s`}
          className="input"
          onChange={(event) => {
            const value = event.target.value
            setQ(value)
            clearTimeout(timer.current)
            timer.current = setTimeout(() => search(value), 250)
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && hydrated) {
              event.preventDefault()
              search(q)
            }
          }}
        />
        <button
          type="submit"
          formMethod="get"
          formNoValidate
          name="intent"
          value="search"
          className="btn-secondary"
          onClick={(event) => {
            if (!hydrated) return
            event.preventDefault()
            search(q)
          }}
        >
          Search<span className="sr-only"> {label.one}s</span>
        </button>
      </div>
      <p className="mt-2 text-sm text-ink-soft" aria-live="polite">
        {searching ? 'Searching…' : results.people.length === 0 ? `No ${label.one}s match${q ? ` “${q}”` : ''}.` : null}
      </p>
      <ul className={`mt-1 space-y-2 ${searching ? 'opacity-60' : ''}`} aria-label={`${label.title}s`} aria-busy={searching || undefined}>
        {listed.map((person) => {
          const id = `${role}-option-${person.id}`
          return (
            <li key={person.id}>
              <label
                htmlFor={id}
                className="flex cursor-pointer items-start gap-3 rounded-xl border border-ink/15 bg-white px-4 py-3 hover:border-ink/40 has-checked:border-ink has-checked:bg-lime/20"
              >
                <input
                  id={id}
                  type="radio"
                  name={meta.name}
                  form={meta.formId}
                  value={person.id}
                  checked={selected?.id === person.id}
                  onChange={() => onSelect(person)}
                  className="mt-1 h-4 w-4 shrink-0 accent-ink"
                  aria-invalid={meta.errors ? true : undefined}
                />
                <PersonText person={person} role={role} />
              </label>
            </li>
          )
        })}
      </ul>
      {meta.errors ? (
        <p id={meta.errorId} className="field-error" role="alert">
          {meta.errors[0]}
        </p>
      ) : null}
      {results.page > 1 || results.hasMore ? (
        <div className="mt-3 flex justify-between gap-3">
          {results.page > 1 ? (
            <PageButton role={role} page={results.page - 1} hydrated={hydrated} onPage={(page) => search(q, page)}>
              Previous<span className="sr-only"> {label.one}s</span>
            </PageButton>
          ) : (
            <span />
          )}
          {results.hasMore ? (
            <PageButton role={role} page={results.page + 1} hydrated={hydrated} onPage={(page) => search(q, page)}>
              More<span className="sr-only"> {label.one}s</span>
            </PageButton>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  )
}

function PageButton({
  role,
  page,
  hydrated,
  onPage,
  children,
}: {
  role: PickerRole
  page: number
  hydrated: boolean
  onPage: (page: number) => void
  children: React.ReactNode
}) {
  return (
    <button
      type="submit"
      formMethod="get"
      formNoValidate
      name={`${role}Page`}
      value={page}
      className="btn-secondary btn-sm"
      onClick={(event) => {
        if (!hydrated) return
        event.preventDefault()
        onPage(page)
      }}
    >
      {children}
    </button>
  )
}

function PersonText({ person, role }: { person: PickerPerson; role: PickerRole }) {
  return (
    <span className="min-w-0 text-sm">
      <span className="block text-base font-semibold break-words">{person.name}</span>
      <span className="block break-words text-ink-soft">
        {person.email}
        {person.company ? ` · ${person.company}` : ''}
      </span>
      {role === 'writer' ? (
        <>
          <span className="block text-ink-soft">
            {person.specialties.length > 0 ? person.specialties.join(', ') : 'No specialties given'}
          </span>
          <span className="mt-1 inline-block rounded-full bg-ink/5 px-2 py-0.5 text-xs font-bold">
            Load: {person.activeAssignments} active {person.activeAssignments === 1 ? 'assignment' : 'assignments'}
            {person.openPieces !== undefined ? ` · ${person.openPieces} open ${person.openPieces === 1 ? 'piece' : 'pieces'}` : ''}
          </span>
        </>
      ) : (
        <span className="mt-1 inline-block rounded-full bg-ink/5 px-2 py-0.5 text-xs font-bold">
          {person.activeAssignments === 1 ? '1 writer' : `${person.activeAssignments} writers`} assigned
        </span>
      )}
    </span>
  )
}
