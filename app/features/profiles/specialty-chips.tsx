import { useState } from 'react'
import { MAX_SPECIALTIES, mergeSpecialties, SPECIALTY_LIMIT, SUGGESTED_SPECIALTIES } from './writer-profile-schema.ts'
import { useHydrated } from '#app/components/ui/use-hydrated.ts'

/**
 * Writing specialties as chips: each chip is a checkbox (Tab to it, Space to pick or drop it), the
 * suggested ones plus the writer's own. "Add your own" adds a chip with JavaScript; without it, what
 * is typed there is sent as a comma-separated list and added by the server.
 */
export function SpecialtyChips({
  id,
  initial,
  errors,
  errorId,
}: {
  id: string
  initial: string[]
  errors: string[] | undefined
  errorId: string
}) {
  const hydrated = useHydrated()
  const [selected, setSelected] = useState<string[]>(initial)
  const [own, setOwn] = useState<string[]>(() =>
    initial.filter((value) => !SUGGESTED_SPECIALTIES.some((suggested) => suggested.toLowerCase() === value.toLowerCase())),
  )
  const [draft, setDraft] = useState('')
  const options = [...SUGGESTED_SPECIALTIES, ...own]
  const invalid = Boolean(errors?.length)

  function toggle(value: string, on: boolean) {
    setSelected((current) => (on ? [...current, value] : current.filter((item) => item !== value)))
  }

  function add() {
    for (const value of mergeSpecialties([], draft)) {
      const existing = options.find((option) => option.toLowerCase() === value.toLowerCase())
      if (!existing) setOwn((current) => [...current, value])
      setSelected((current) => (current.includes(existing ?? value) ? current : [...current, existing ?? value]))
    }
    setDraft('')
  }

  return (
    <fieldset aria-describedby={[`${id}-hint`, invalid ? errorId : null].filter(Boolean).join(' ')}>
      <legend className="text-sm font-semibold">Writing specialties</legend>
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink-soft">
        Pick up to {MAX_SPECIALTIES}, or add your own. {hydrated ? `${selected.length} of ${MAX_SPECIALTIES} chosen.` : null}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {options.map((option, index) => (
          <label
            key={option}
            htmlFor={`${id}-${index}`}
            className="inline-flex min-h-10 cursor-pointer items-center gap-1.5 rounded-full border-2 border-ink/20 bg-white px-3.5 py-1.5 text-sm font-semibold transition hover:border-ink/50 has-[:checked]:border-ink has-[:checked]:bg-ink has-[:checked]:text-paper has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-shock-ink"
          >
            <input
              id={`${id}-${index}`}
              type="checkbox"
              name="specialties"
              value={option}
              checked={selected.includes(option)}
              onChange={(event) => toggle(option, event.currentTarget.checked)}
              aria-invalid={invalid || undefined}
              className="peer sr-only"
            />
            <span aria-hidden="true" className="hidden peer-checked:inline">
              ✓
            </span>
            {option}
          </label>
        ))}
      </div>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-custom`} className="mb-1.5 block text-sm font-semibold">
            Add your own
          </label>
          <input
            id={`${id}-custom`}
            name="customSpecialties"
            className="input"
            value={draft}
            maxLength={SPECIALTY_LIMIT * 3}
            placeholder="e.g. Climate tech"
            onChange={(event) => setDraft(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return
              event.preventDefault()
              add()
            }}
          />
        </div>
        {hydrated ? (
          <button type="button" className="btn-secondary" onClick={add} disabled={!draft.trim()}>
            Add
          </button>
        ) : null}
      </div>
      {invalid ? (
        <p id={errorId} className="field-error" role="alert">
          {errors![0]}
        </p>
      ) : null}
    </fieldset>
  )
}
