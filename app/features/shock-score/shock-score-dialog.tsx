import { useEffect, useId, useRef, useState } from 'react'
import { Toaster, toast } from 'sonner'
import { Field, TextareaField } from '#app/components/ui/field.tsx'
import { computeShockScore, ratingFor, type ShockScoreResult } from '#app/features/shock-score/shock-score.ts'
import { parseSuggestions, rankSuggestions, type ScoredSuggestion } from '#app/features/shock-score/suggestions.ts'
import {
  CONTENT_LIMIT,
  CONTEXT_LIMIT,
  HEADLINE_LIMIT,
  ShockScoreFormSchema,
  SUGGESTIONS_ERROR,
  type ShockScoreForm,
  type SuggestionRequest,
} from '#app/features/shock-score/suggestion-request.ts'
import { fieldErrors, type FieldErrors } from '#app/utils/validation.ts'

// The shock-value calculator (spec §2, §5, §7, §8, §9): a native modal <dialog>, so the
// browser traps focus, closes it on Escape and keeps the page behind it inert.

/** Spec §9 "simulated calculator delay 1.5 s" and "copy confirmation 2 s". */
export const ANALYSING_MS = 1500
export const COPIED_MS = 2000
/**
 * Toasts show inside the dialog (a modal dialog sits above the page's own toaster), at the bottom,
 * clear of the dialog's title and Close button.
 */
const TOASTER_ID = 'shock-score'

type FieldName = 'headline' | 'content' | 'industry' | 'audience'
type Values = Record<FieldName, string>
const EMPTY: Values = { headline: '', content: '', industry: '', audience: '' }

type Phase = { name: 'form' } | { name: 'analysing' } | { name: 'result'; input: ShockScoreForm; result: ShockScoreResult }
type Suggestions = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; items: ScoredSuggestion[] }

const focusRing = 'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-shock-ink'

export default function ShockScoreDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const resultHeadingRef = useRef<HTMLHeadingElement>(null)
  const timers = useRef<{ analysing?: number; copied?: number }>({})
  const request = useRef<AbortController | null>(null)
  const titleId = useId()
  const [values, setValues] = useState<Values>(EMPTY)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [submitted, setSubmitted] = useState(false)
  const [phase, setPhase] = useState<Phase>({ name: 'form' })
  const [suggestions, setSuggestions] = useState<Suggestions>({ status: 'idle' })
  const [copied, setCopied] = useState<number | null>(null)
  const [announcement, setAnnouncement] = useState('')

  /** Anything in flight stops when the dialog closes; an unfinished analysis goes back to the form. */
  function stopWork() {
    window.clearTimeout(timers.current.analysing)
    window.clearTimeout(timers.current.copied)
    request.current?.abort()
    request.current = null
    setCopied(null)
    setSuggestions((current) => (current.status === 'loading' ? { status: 'idle' } : current))
    setPhase((current) => (current.name === 'analysing' ? { name: 'form' } : current))
  }

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) {
      dialog.showModal()
      if (formRef.current) focusFirstField()
      else resultHeadingRef.current?.focus()
    } else if (!open && dialog.open) dialog.close()
  }, [open])

  useEffect(() => {
    const pending = timers.current
    return () => {
      window.clearTimeout(pending.analysing)
      window.clearTimeout(pending.copied)
      request.current?.abort()
    }
  }, [])

  useEffect(() => {
    if (phase.name === 'result') resultHeadingRef.current?.focus()
  }, [phase])

  function focusFirstField(names: string[] = ['headline']) {
    const form = formRef.current
    const name = (['headline', 'content', 'industry', 'audience'] as const).find((field) => names.includes(field))
    if (form && name) (form.elements.namedItem(name) as HTMLElement | null)?.focus()
  }

  function update(name: FieldName, value: string) {
    const next = { ...values, [name]: value }
    setValues(next)
    if (submitted) {
      const parsed = ShockScoreFormSchema.safeParse(next)
      setErrors(parsed.success ? {} : fieldErrors(parsed.error))
    }
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSubmitted(true)
    const parsed = ShockScoreFormSchema.safeParse(values)
    if (!parsed.success) {
      const found = fieldErrors(parsed.error)
      setErrors(found)
      focusFirstField(Object.keys(found))
      return
    }
    setErrors({})
    setSuggestions({ status: 'idle' })
    setCopied(null)
    setPhase({ name: 'analysing' })
    setAnnouncement('Analysing your headline…')
    // The form, and the button that had focus, go away; the dialog keeps it meanwhile.
    dialogRef.current?.focus()
    timers.current.analysing = window.setTimeout(() => {
      const result = computeShockScore(parsed.data)
      setPhase({ name: 'result', input: parsed.data, result })
      setAnnouncement(`Your shock score is ${result.score} out of 100: ${result.rating}.`)
    }, ANALYSING_MS)
  }

  async function getSuggestions(input: ShockScoreForm, score: number) {
    request.current?.abort()
    const controller = new AbortController()
    request.current = controller
    setSuggestions({ status: 'loading' })
    setAnnouncement('Generating AI suggestions…')
    const body: SuggestionRequest = { originalContent: input, score }
    let items: ScoredSuggestion[] = []
    let description = SUGGESTIONS_ERROR
    try {
      const response = await fetch('/api/headline-suggestions', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
        signal: controller.signal,
      })
      const payload = (await response.json().catch(() => null)) as { suggestions?: unknown; error?: unknown } | null
      // Each scored by the same rules as the headline, without the jitter, so the order holds still.
      if (response.ok && typeof payload?.suggestions === 'string') items = rankSuggestions(input, parseSuggestions(payload.suggestions))
      // A rate limit says how long to wait; every other failure gets the spec's message.
      if (response.status === 429 && typeof payload?.error === 'string') description = payload.error
    } catch {
      // A network failure: the spec's message below, unless the dialog closed meanwhile.
    }
    if (controller.signal.aborted) return
    request.current = null
    if (items.length === 0) {
      setSuggestions({ status: 'idle' })
      setAnnouncement('')
      toast.error('Error', { description, toasterId: TOASTER_ID })
      return
    }
    setSuggestions({ status: 'ready', items })
    setAnnouncement(`${items.length} suggestions ready, best first.`)
  }

  async function copy(text: string, index: number) {
    try {
      await navigator.clipboard.writeText(text)
      toast.success('Copied!', { description: 'Alternative copied to clipboard', toasterId: TOASTER_ID, duration: COPIED_MS })
      setCopied(index)
      window.clearTimeout(timers.current.copied)
      timers.current.copied = window.setTimeout(() => setCopied(null), COPIED_MS)
    } catch {
      toast.error('Failed to copy', { description: 'Please copy the text manually', toasterId: TOASTER_ID })
    }
  }

  function startOver() {
    request.current?.abort()
    setSuggestions({ status: 'idle' })
    setPhase({ name: 'form' })
    setAnnouncement('')
    // The form renders again on the next frame.
    requestAnimationFrame(() => focusFirstField())
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      tabIndex={-1}
      onClose={() => {
        stopWork()
        onClose()
      }}
      className="m-auto max-h-[calc(100dvh-1.5rem)] w-160 max-w-[calc(100vw-1.5rem)] overflow-y-auto overscroll-contain rounded-3xl border-2 border-ink bg-paper p-0 text-ink shadow-2xl outline-none backdrop:bg-ink/70"
    >
      <Toaster id={TOASTER_ID} position="bottom-center" richColors closeButton />
      <div className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-ink/10 bg-paper px-5 pt-5 pb-4 sm:px-8 sm:pt-7">
        <div>
          <p className="text-xs font-bold tracking-widest text-shock-ink uppercase">Free tool</p>
          <h2 id={titleId} className="mt-1 font-display text-2xl font-black tracking-tight sm:text-3xl">
            Shock-value calculator
          </h2>
        </div>
        <button
          type="button"
          aria-label="Close"
          onClick={() => dialogRef.current?.close()}
          className={`-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-soft hover:bg-ink/10 hover:text-ink ${focusRing}`}
        >
          <svg
            aria-hidden="true"
            width="20"
            height="20"
            viewBox="0 0 20 20"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          >
            <path d="M5 5l10 10M15 5L5 15" />
          </svg>
        </button>
      </div>

      <div className="px-5 pt-5 pb-6 sm:px-8 sm:pb-8">
        {phase.name === 'form' ? (
          <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4">
            <p className="text-ink-soft">Paste a headline and what the piece is about. We score how hard it stops the scroll.</p>
            <Field
              label="Headline"
              name="headline"
              required
              limit={HEADLINE_LIMIT}
              autoComplete="off"
              placeholder="e.g. Why our launch failed, and what we learned"
              value={values.headline}
              onChange={(event) => update('headline', event.target.value)}
              errors={errors.headline}
            />
            <TextareaField
              label="Content description"
              name="content"
              required
              rows={4}
              limit={CONTENT_LIMIT}
              placeholder="What is the piece about? The story, the stakes, the surprise."
              value={values.content}
              onChange={(event) => update('content', event.target.value)}
              errors={errors.content}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label="Industry (optional)"
                name="industry"
                limit={CONTEXT_LIMIT}
                placeholder="e.g. Fintech"
                value={values.industry}
                onChange={(event) => update('industry', event.target.value)}
                errors={errors.industry}
              />
              <Field
                label="Audience (optional)"
                name="audience"
                limit={CONTEXT_LIMIT}
                placeholder="e.g. Founders"
                value={values.audience}
                onChange={(event) => update('audience', event.target.value)}
                errors={errors.audience}
              />
            </div>
            <button type="submit" className="btn-primary mt-1 w-full sm:w-auto sm:justify-self-start">
              Get my shock score
            </button>
          </form>
        ) : phase.name === 'analysing' ? (
          // Announced by the status line below; shown here for sighted users.
          <div aria-hidden="true" className="flex flex-col items-center gap-4 py-12 text-center">
            <span className="size-12 rounded-full border-4 border-ink/15 border-t-shock motion-safe:animate-spin" />
            <p className="font-display text-xl font-black">Analysing your headline…</p>
          </div>
        ) : (
          <Result
            phase={phase}
            headingRef={resultHeadingRef}
            suggestions={suggestions}
            copied={copied}
            onSuggest={() => void getSuggestions(phase.input, phase.result.score)}
            onCopy={(text, index) => void copy(text, index)}
            onStartOver={startOver}
          />
        )}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </dialog>
  )
}

const RATING_STYLE: Record<ShockScoreResult['rating'], string> = {
  'MIND-BLOWING': 'bg-shock text-ink',
  IMPRESSIVE: 'bg-lime text-ink',
  DECENT: 'bg-[#ffd166] text-ink',
  'NEEDS WORK': 'bg-ink text-paper',
}

type ResultProps = {
  phase: Extract<Phase, { name: 'result' }>
  headingRef: React.RefObject<HTMLHeadingElement | null>
  suggestions: Suggestions
  copied: number | null
  onSuggest: () => void
  onCopy: (text: string, index: number) => void
  onStartOver: () => void
}

function Result({ phase, headingRef, suggestions, copied, onSuggest, onCopy, onStartOver }: ResultProps) {
  const { result, input } = phase
  const loading = suggestions.status === 'loading'
  const indicators = [
    ['Memorability', result.memorability],
    ['Scroll-stopping', result.scrollStopping],
    ['Viral potential', result.viralPotential],
  ] as const
  return (
    <div className="grid gap-6">
      <div>
        <h3 ref={headingRef} tabIndex={-1} className="text-sm font-bold tracking-widest text-ink-soft uppercase outline-none">
          Your shock score
        </h3>
        <p className="mt-1 line-clamp-2 text-ink-soft">“{input.headline}”</p>
        <div className="mt-3 flex flex-wrap items-end gap-x-4 gap-y-2">
          <p className="font-display leading-none font-black">
            <span className="text-7xl tracking-tight">{result.score}</span>
            <span className="text-2xl text-ink-soft">/100</span>
          </p>
          <p className={`mb-1 rounded-full px-3 py-1 text-sm font-black tracking-wide ${RATING_STYLE[result.rating]}`}>{result.rating}</p>
        </div>
        <div aria-hidden="true" className="mt-4 h-3 overflow-hidden rounded-full bg-ink/10">
          <div className="h-full rounded-full bg-gradient-to-r from-lime via-[#ffb020] to-shock" style={{ width: `${result.score}%` }} />
        </div>
      </div>

      <dl className="grid divide-y divide-ink/10 rounded-2xl border border-ink/10 bg-white sm:grid-cols-3 sm:divide-x sm:divide-y-0">
        {indicators.map(([label, value]) => (
          <div key={label} className="flex items-baseline justify-between gap-3 px-4 py-3 sm:block sm:p-4">
            <dt className="text-sm font-semibold text-ink-soft">{label}</dt>
            <dd className="font-display text-lg font-black sm:mt-1">{value}</dd>
          </div>
        ))}
      </dl>

      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="button" className="btn-primary" onClick={onSuggest} disabled={loading} aria-busy={loading || undefined}>
          {loading ? (
            <>
              <span aria-hidden="true" className="size-4 rounded-full border-2 border-paper/30 border-t-paper motion-safe:animate-spin" />
              Generating suggestions…
            </>
          ) : suggestions.status === 'ready' ? (
            'Get new AI suggestions'
          ) : (
            'Get AI suggestions'
          )}
        </button>
        <button type="button" className="btn-secondary" onClick={onStartOver}>
          Score another headline
        </button>
      </div>

      {suggestions.status === 'ready' ? (
        <section aria-labelledby="shock-suggestions-heading">
          <h3 id="shock-suggestions-heading" className="font-display text-lg font-black">
            AI suggestions
          </h3>
          <p className="mt-1 text-sm text-ink-soft">Ranked by shock score, best first.</p>
          <ol className="mt-3 grid gap-2">
            {suggestions.items.map(({ headline, score }, index) => (
              // Phones: the headline across the card, its score and Copy beneath; wider: score, headline, Copy in a row.
              <li
                key={`${index}-${headline}`}
                className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-2 rounded-2xl border border-ink/10 bg-white p-3 sm:grid-cols-[auto_1fr_auto] sm:p-4"
              >
                <p className="col-span-2 min-w-0 break-words sm:col-span-1 sm:col-start-2 sm:row-start-1">{headline}</p>
                <span
                  className={`inline-flex items-baseline gap-1 justify-self-start rounded-xl px-2.5 py-1 leading-none sm:col-start-1 sm:row-start-1 sm:min-w-11 sm:flex-col sm:items-center sm:px-2 ${RATING_STYLE[ratingFor(score)]}`}
                >
                  <span className="sr-only">Score </span>
                  <data value={score} className="font-display text-lg font-black">
                    {score}
                  </data>
                  <span aria-hidden="true" className="text-[0.625rem] font-bold tracking-wide uppercase">
                    score
                  </span>
                  <span className="sr-only"> out of 100.</span>
                </span>
                <button
                  type="button"
                  onClick={() => onCopy(headline, index)}
                  className={`inline-flex min-h-10 shrink-0 items-center justify-self-end rounded-xl border-2 border-ink px-3 text-sm font-bold hover:bg-ink hover:text-paper sm:col-start-3 sm:row-start-1 ${copied === index ? 'bg-lime' : ''} ${focusRing}`}
                >
                  {copied === index ? 'Copied!' : 'Copy'}
                  <span className="sr-only"> alternative {index + 1}</span>
                </button>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  )
}
