// The fields a request is made of, shared by the founder's "Request a piece" and the admin's "New
// request for a founder": what to write, its topic, a brief, a day, and the writer. Each is a Conform
// field of whichever schema the form uses (docs/forms.md).
import type { FieldMetadata } from '@conform-to/react'
import { SelectFormField, TextareaFormField, TextField } from '#app/components/forms.tsx'
import { TYPE_LABELS } from '#app/domain/content.ts'
import type { RequestTypeChoice } from '#app/domain/plan-usage.ts'
import { TITLE_MAX } from './content-schema.ts'
import { BRIEF_MAX } from './request-schema.ts'

/** A field of either request form's schema. */
type Meta<V, F extends Record<string, unknown>> = FieldMetadata<V, F, string[]>

/** A writer to offer; `load` (their open requests and pieces) is shown to admins. */
export type WriterChoice = { id: string; name: string; load?: number }

/**
 * The types to choose from; one the plan refuses is switched off and says why ("PR article — not in your plan").
 * It stands beside a day field: the select takes a text input's height (3.125rem), which it would miss by 3 px.
 */
export function ContentTypeField<V, F extends Record<string, unknown>>({
  meta,
  label,
  choices,
}: {
  meta: Meta<V, F>
  label: string
  choices: readonly RequestTypeChoice[]
}) {
  return (
    <SelectFormField meta={meta} label={label} className="[&_select]:h-12.5">
      {choices.map(({ type, unavailable }) => (
        <option key={type} value={type} disabled={unavailable !== null}>
          {unavailable ? `${TYPE_LABELS[type]} — ${unavailable}` : TYPE_LABELS[type]}
        </option>
      ))}
    </SelectFormField>
  )
}

export function TopicField<V, F extends Record<string, unknown>>({ meta }: { meta: Meta<V, F> }) {
  return <TextField meta={meta} label="Topic or working title" required maxLength={TITLE_MAX} className="sm:col-span-2" />
}

export function BriefField<V, F extends Record<string, unknown>>({ meta, rows, hint }: { meta: Meta<V, F>; rows: number; hint?: string }) {
  return <TextareaFormField meta={meta} label="Brief (optional)" rows={rows} maxLength={BRIEF_MAX} hint={hint} />
}

/** A day from today on: a wanted-by day or a due date. */
export function DayField<V, F extends Record<string, unknown>>({
  meta,
  label,
  today,
  hint,
  required,
}: {
  meta: Meta<V, F>
  label: string
  today: string
  hint?: string
  required?: boolean
}) {
  return <TextField meta={meta} label={label} type="date" min={today} max="2100-12-31" hint={hint} required={required} />
}

export function WriterField<V, F extends Record<string, unknown>>({
  meta,
  writers,
  emptyLabel,
  hint,
  className,
}: {
  meta: Meta<V, F>
  writers: WriterChoice[]
  /** The first option, which picks nobody (or asks to choose). */
  emptyLabel: string
  hint: string
  className?: string
}) {
  return (
    <SelectFormField meta={meta} label="Writer" hint={hint} className={className}>
      <option value="">{emptyLabel}</option>
      {writers.map((writer) => (
        <option key={writer.id} value={writer.id}>
          {writer.load === undefined ? writer.name : `${writer.name} · ${writer.load} open`}
        </option>
      ))}
    </SelectFormField>
  )
}
