// The writer's form for a piece: new (with the founder), a draft being edited, or a revision of a
// piece sent back. The body is Markdown with a live preview and a word count; the buttons save a
// draft or submit. One schema on both sides (docs/forms.md); works without JavaScript.
// The preview is rendered in the browser with the server's own parser (markdown.ts), loaded once the
// page runs: the server never renders Markdown for this page, and shows a saved version's stored HTML.
import { useForm, type FieldMetadata, type Submission, type SubmissionResult } from '@conform-to/react'
import { useDeferredValue, useEffect, useMemo, useState } from 'react'
import { Form } from 'react-router'
import type { z } from 'zod'
import { FormAlert, SelectFormField, TextField, useRefusalFocus, useIsSubmitting } from '#app/components/forms.tsx'
import { parseSubmission } from '#app/utils/submission.ts'
import { CONTENT_TYPES, TYPE_LABELS, type ContentType } from '#app/domain/content.ts'
import { wordCount } from './content-rules.ts'
import { BODY_MAX, cleanLongText, EditSubmissionSchema, NewSubmissionSchema, TITLE_MAX } from './content-schema.ts'
import { PROSE } from './content-ui.tsx'

export const PIECE_FORM_ID = 'content-piece'
export type PieceActionData = { result: SubmissionResult<string[]> }

/**
 * The answer to a refused piece form: the values as typed and the messages, except a body over the
 * length limit, which is never sent back (the field says why; the textarea shows the saved version,
 * or nothing for a new piece). With JavaScript the browser refuses such a body before sending it.
 */
export function pieceFormReply(submission: Submission<unknown>, form: FormData, options: { formErrors?: string[] } = {}) {
  const body = form.get('body')
  const tooLong = typeof body === 'string' && cleanLongText(body, BODY_MAX).length > BODY_MAX
  return submission.reply({ ...options, hideFields: tooLong ? ['body'] : [] })
}

type Mode = 'new' | 'draft' | 'revise'

export type PieceDefaults = { title: string; contentType: ContentType; body: string; plannedPublishDate: string | null }

/** The Markdown renderer, once the page runs in the browser (null on the server and until it has loaded). */
function useMarkdownRenderer() {
  const [render, setRender] = useState<((markdown: string) => string) | null>(null)
  useEffect(() => {
    let live = true
    void import('./markdown.ts').then((module) => {
      if (live) setRender(() => module.markdownToHtml)
    })
    return () => {
      live = false
    }
  }, [])
  return render
}

/** A saved version of the body and its stored HTML (the preview until the renderer has loaded). */
type SavedBody = { body: string; html: string | null }

/** The Markdown body: a textarea, what it will look like, and how many words it has. */
function MarkdownField<Value, Form extends Record<string, unknown>>({
  meta,
  initial,
  saved,
}: {
  meta: FieldMetadata<Value, Form, string[]>
  initial: string
  saved: SavedBody | null
}) {
  const [text, setText] = useState(initial)
  const render = useMarkdownRenderer()
  // Typing stays responsive on a long piece: the preview follows when the browser has a moment.
  const previewed = useDeferredValue(text)
  const rendered = useMemo(() => (render && previewed.trim() ? render(previewed) : null), [render, previewed])
  const html = rendered ?? (saved && text === saved.body && text.trim() ? saved.html : null)
  const invalid = Boolean(meta.errors?.length)
  const words = wordCount(text)
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div>
        <label htmlFor={meta.id} className="mb-1.5 block text-sm font-semibold">
          Body (Markdown)
        </label>
        <textarea
          id={meta.id}
          name={meta.name}
          defaultValue={initial}
          onChange={(event) => setText(event.currentTarget.value)}
          className="input min-h-80 resize-y font-mono text-sm leading-6"
          maxLength={BODY_MAX}
          aria-invalid={invalid || undefined}
          aria-describedby={[`${meta.id}-count`, invalid ? `${meta.id}-error` : null].filter(Boolean).join(' ')}
        />
        <p id={`${meta.id}-count`} className="mt-1.5 text-sm text-ink-soft" data-testid="word-count">
          {words} {words === 1 ? 'word' : 'words'} · **bold**, _italic_, # heading, - list, [link](https://…)
        </p>
        {invalid ? (
          <p id={`${meta.id}-error`} className="field-error" role="alert">
            {meta.errors![0]}
          </p>
        ) : null}
      </div>
      <section aria-labelledby={`${meta.id}-preview`} className="min-w-0">
        <h2 id={`${meta.id}-preview`} className="mb-1.5 text-sm font-semibold">
          Preview
        </h2>
        <div className="min-h-80 rounded-xl border border-dashed border-ink/20 bg-white p-4" data-testid="markdown-preview">
          {html ? (
            <div className={PROSE} dangerouslySetInnerHTML={{ __html: html }} />
          ) : (
            <p className="text-ink-soft">The preview shows here as you write.</p>
          )}
        </div>
      </section>
    </div>
  )
}

export function PieceForm({
  mode,
  founders = [],
  defaults,
  savedHtml = null,
  actionData,
  feedback,
}: {
  mode: Mode
  founders?: { id: string; name: string }[]
  defaults?: PieceDefaults
  /** The saved body's stored HTML, for the preview of a draft or a revision. */
  savedHtml?: string | null
  actionData: PieceActionData | undefined
  /** The founder's feedback, when revising. */
  feedback?: string | null
}) {
  const busy = useIsSubmitting()
  const lastResult = actionData?.result
  const schema = mode === 'new' ? NewSubmissionSchema : EditSubmissionSchema
  // One set of fields for every mode; only a new piece asks for the founder.
  const [form, fields] = useForm<z.input<typeof NewSubmissionSchema>, z.output<typeof NewSubmissionSchema | typeof EditSubmissionSchema>>({
    id: PIECE_FORM_ID,
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    defaultValue: {
      founderId: founders.length === 1 ? founders[0]!.id : '',
      title: defaults?.title ?? '',
      contentType: defaults?.contentType ?? '',
      body: defaults?.body ?? '',
      plannedPublishDate: defaults?.plannedPublishDate ?? '',
    },
    onValidate: ({ formData }) => parseSubmission(formData, schema),
  })
  useRefusalFocus(form.id, lastResult)
  const initialBody = String(fields.body.initialValue ?? defaults?.body ?? '')

  return (
    <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate={form.noValidate} className="space-y-6" aria-label="Content piece">
      <FormAlert form={form} />
      {mode === 'revise' && feedback ? (
        <div className="rounded-xl bg-shock/10 px-4 py-3">
          <p className="text-sm font-bold text-shock-ink">Changes requested</p>
          <p className="mt-1 whitespace-pre-line">{feedback}</p>
        </div>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        {mode === 'new' ? (
          <SelectFormField meta={fields.founderId} label="Founder" hint="Only founders you are actively assigned to.">
            <option value="">Choose a founder</option>
            {founders.map((founder) => (
              <option key={founder.id} value={founder.id}>
                {founder.name}
              </option>
            ))}
          </SelectFormField>
        ) : null}
        <SelectFormField meta={fields.contentType} label="Type">
          <option value="">Choose a type</option>
          {CONTENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {TYPE_LABELS[type]}
            </option>
          ))}
        </SelectFormField>
        <TextField meta={fields.title} label="Title" required maxLength={TITLE_MAX} className="sm:col-span-2" />
        <TextField
          meta={fields.plannedPublishDate}
          label="Planned publish date (optional)"
          type="date"
          min="2000-01-01"
          max="2100-12-31"
          hint="Shown on the content calendar."
        />
      </div>
      <MarkdownField meta={fields.body} initial={initialBody} saved={defaults ? { body: defaults.body, html: savedHtml } : null} />
      <div className="flex flex-wrap gap-3">
        {mode === 'revise' ? (
          <button type="submit" name="intent" value="revise" className="btn-primary" disabled={busy}>
            {busy ? 'Sending…' : 'Submit revision'}
          </button>
        ) : (
          <>
            <button type="submit" name="intent" value="submit" className="btn-primary" disabled={busy}>
              {busy ? 'Saving…' : 'Submit for review'}
            </button>
            <button type="submit" name="intent" value="save-draft" className="btn-secondary" disabled={busy}>
              Save as draft
            </button>
          </>
        )}
      </div>
    </Form>
  )
}
