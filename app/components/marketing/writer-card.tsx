import { useId } from 'react'
import type { WriterProfile } from '#app/content/writers.ts'

const AVATAR_COLOURS = ['bg-lime text-ink', 'bg-shock text-ink', 'bg-ink text-paper'] as const

/**
 * A writer profile. The card itself is focusable, and its sample line appears on hover and on
 * keyboard focus (always on touch screens). The line stays in the DOM at all times, so screen
 * readers read it with the rest of the card.
 */
export function WriterCard({ writer, index, yearsLabel }: { writer: WriterProfile; index: number; yearsLabel: string }) {
  const nameId = useId()
  return (
    <article
      tabIndex={0}
      aria-labelledby={nameId}
      className="group card relative flex h-full flex-col transition hover:-translate-y-1 hover:shadow-xl focus-visible:-translate-y-1 focus-visible:shadow-xl focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-shock-ink motion-reduce:hover:translate-y-0 motion-reduce:focus-visible:translate-y-0"
    >
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className={`inline-flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl font-display text-lg font-black ${
            AVATAR_COLOURS[index % AVATAR_COLOURS.length]
          }`}
        >
          {writer.initials}
        </span>
        <div>
          <h2 id={nameId} className="font-display text-xl font-black text-ink">
            {writer.name}
          </h2>
          <p className="text-sm font-semibold text-ink-soft">
            {writer.yearsWriting} {yearsLabel}
          </p>
        </div>
      </div>
      <dl className="mt-5 space-y-3 text-sm">
        <div>
          <dt className="font-bold uppercase tracking-wider text-shock-ink">Niche</dt>
          <dd className="mt-0.5 text-base text-ink">{writer.niche}</dd>
        </div>
        <div>
          <dt className="font-bold uppercase tracking-wider text-shock-ink">Tone</dt>
          <dd className="mt-0.5 text-base text-ink">{writer.tone}</dd>
        </div>
      </dl>
      <p className="mt-4 flex-1 text-ink-soft">{writer.bio}</p>
      <div className="relative mt-5 min-h-28">
        <p
          aria-hidden="true"
          className="absolute inset-0 flex items-center justify-center rounded-xl border-2 border-dashed border-ink/20 px-4 text-center text-sm font-semibold text-ink-soft transition-opacity group-focus-within:opacity-0 group-hover:opacity-0 [@media(hover:none)]:opacity-0"
        >
          Hover or focus to read a line from the notebook
        </p>
        <blockquote className="relative flex min-h-28 items-center rounded-xl bg-ink p-4 text-paper opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 [@media(hover:none)]:opacity-100">
          <p className="font-display text-base font-bold leading-snug">
            <span className="sr-only">Sample line: </span>“{writer.sampleLine}”
          </p>
        </blockquote>
      </div>
    </article>
  )
}
