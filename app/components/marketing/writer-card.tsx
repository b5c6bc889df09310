import { useId } from 'react'
import type { WriterProfile } from '#app/content/writers.ts'

const AVATAR_COLOURS = ['bg-lime text-ink', 'bg-shock text-ink', 'bg-ink text-paper'] as const

/**
 * A writer profile with a line from their notebook, always shown (on ruled paper with a margin).
 * The card is focusable; hovering it or giving it keyboard focus runs a highlighter over the line
 * (drawn already on touch screens), an enhancement that hides nothing.
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
          <dt className="font-bold tracking-wider text-shock-ink uppercase">Niche</dt>
          <dd className="mt-0.5 text-base text-ink">{writer.niche}</dd>
        </div>
        <div>
          <dt className="font-bold tracking-wider text-shock-ink uppercase">Tone</dt>
          <dd className="mt-0.5 text-base text-ink">{writer.tone}</dd>
        </div>
      </dl>
      <p className="mt-4 flex-1 text-ink-soft">{writer.bio}</p>
      <figure className="notebook relative mt-5 rounded-xl border border-ink/10 py-3.5 pr-4 pl-8">
        <figcaption className="text-xs leading-7 font-bold tracking-wider text-shock-ink uppercase">From the notebook</figcaption>
        <blockquote>
          <p className="font-display text-lg leading-7 font-bold text-ink">
            <span className="marker">“{writer.sampleLine}”</span>
          </p>
        </blockquote>
      </figure>
    </article>
  )
}
