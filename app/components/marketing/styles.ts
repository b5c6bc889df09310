// Class strings shared by the marketing pages, for places the app.css component classes
// do not cover (buttons on dark or coloured backgrounds, filter chips, eyebrows).

export const container = 'mx-auto w-full max-w-6xl px-4 sm:px-6'

export const eyebrow = 'text-sm font-bold uppercase tracking-widest text-shock-ink'

/** Primary button for dark (ink) backgrounds. */
export const btnOnDark =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl bg-shock px-5 py-2.5 text-sm font-bold text-ink transition hover:bg-lime focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-lime!'

/** Outline button for dark (ink) or coloured backgrounds with white text. */
export const btnOutlineOnDark =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border-2 border-white px-5 py-2.5 text-sm font-bold text-white transition hover:bg-white hover:text-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white!'

/** Toggle chip used by the filter groups; pressed state comes from aria-pressed. */
export const chip =
  'inline-flex min-h-11 items-center justify-center rounded-full border-2 border-ink bg-white px-4 py-2 text-sm font-bold text-ink transition hover:bg-ink/10 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-shock-ink aria-pressed:bg-ink aria-pressed:text-paper aria-pressed:hover:bg-ink'
