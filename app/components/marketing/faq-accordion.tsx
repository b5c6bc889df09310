import { useState } from 'react'
import type { FaqItem } from '#app/content/faq.ts'

/**
 * Single-open accordion (WAI-ARIA accordion pattern): each question is a button inside a
 * heading that controls its answer panel. Opening one question closes the others.
 */
export function FaqAccordion({ items, defaultOpenId = null }: { items: readonly FaqItem[]; defaultOpenId?: string | null }) {
  const [openId, setOpenId] = useState<string | null>(defaultOpenId)
  return (
    <div className="divide-y divide-ink/15 border-y border-ink/15">
      {items.map((item, index) => {
        const open = openId === item.id
        const buttonId = `faq-question-${item.id}`
        const panelId = `faq-answer-${item.id}`
        return (
          <div key={item.id}>
            <h2 className="font-display text-lg font-bold sm:text-xl">
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                className="flex w-full items-start gap-4 py-5 text-left hover:text-shock-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-shock-ink"
              >
                <span aria-hidden="true" className="w-8 shrink-0 pt-0.5 text-sm font-black text-shock-ink tabular-nums">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <span className="flex-1">{item.question}</span>
                <span
                  aria-hidden="true"
                  className={`mt-0.5 inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full border-2 border-ink transition ${
                    open ? 'rotate-45 bg-ink text-paper' : ''
                  }`}
                >
                  <svg width="14" height="14" viewBox="0 0 14 14" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
                    <path d="M7 1v12M1 7h12" />
                  </svg>
                </span>
              </button>
            </h2>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className="pb-6 pl-12 sm:pr-11">
              <p className="max-w-3xl text-lg leading-relaxed text-ink-soft">{item.answer}</p>
            </div>
          </div>
        )
      })}
    </div>
  )
}
