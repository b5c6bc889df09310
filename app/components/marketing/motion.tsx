import { useEffect, useState, useSyncExternalStore } from 'react'
import { formatThousands } from './format.ts'

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/**
 * True when the visitor asked for reduced motion. On the server (and during hydration)
 * it reports true, so no timer ever starts before the browser has answered.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION_QUERY).matches,
    () => true,
  )
}

/**
 * Cycles through words on a timer. Only the current word is in the DOM text; all words
 * share one grid cell through invisible CSS sizers, so the line never changes width.
 */
export function RotatingWord({
  words,
  intervalMs,
  paused = false,
  className = '',
}: {
  words: readonly string[]
  intervalMs: number
  paused?: boolean
  className?: string
}) {
  const [index, setIndex] = useState(0)
  const reduceMotion = usePrefersReducedMotion()
  const stopped = paused || reduceMotion || words.length < 2

  useEffect(() => {
    if (stopped) return
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % words.length), intervalMs)
    return () => window.clearInterval(timer)
  }, [stopped, intervalMs, words.length])

  return (
    <span className={`inline-grid justify-items-center ${className}`}>
      {/* Invisible sizers (CSS-generated text, not in the DOM text) keep the width of the widest word. */}
      {words.map((word) => (
        <span
          key={word}
          aria-hidden="true"
          data-word={word}
          className="invisible col-start-1 row-start-1 before:content-[attr(data-word)]"
        />
      ))}
      <span className="col-start-1 row-start-1">{words[index % words.length]}</span>
    </span>
  )
}

/**
 * A decorative counter that rises by a random step on a timer. The number is not a live
 * region (aria-live="off"), so screen readers are not interrupted five times a second.
 */
export function LiveCounter({
  start,
  minStep,
  maxStep,
  intervalMs,
  paused = false,
}: {
  start: number
  minStep: number
  maxStep: number
  intervalMs: number
  paused?: boolean
}) {
  const [value, setValue] = useState(start)
  const reduceMotion = usePrefersReducedMotion()
  const stopped = paused || reduceMotion

  useEffect(() => {
    if (stopped) return
    const timer = window.setInterval(() => {
      const step = minStep + Math.floor(Math.random() * (maxStep - minStep + 1))
      setValue((current) => current + step)
    }, intervalMs)
    return () => window.clearInterval(timer)
  }, [stopped, minStep, maxStep, intervalMs])

  return (
    <span aria-live="off" className="tabular-nums">
      {formatThousands(value)}
    </span>
  )
}

const MARQUEE_CSS = `
@keyframes unf-marquee { from { transform: translateX(0); } to { transform: translateX(-50%); } }
.unf-marquee-track { animation: unf-marquee 40s linear infinite; }
.unf-marquee:hover .unf-marquee-track, .unf-marquee[data-paused="true"] .unf-marquee-track { animation-play-state: paused; }
@media (prefers-reduced-motion: reduce) { .unf-marquee-track { animation: none; } }
`

/**
 * A row of text wordmarks that scrolls sideways with CSS. It pauses on hover or when
 * paused is set, and becomes a static, wrapped list under prefers-reduced-motion.
 */
export function PressMarquee({ label, names, paused = false }: { label: string; names: readonly string[]; paused?: boolean }) {
  const list = (hidden: boolean) => (
    <ul
      aria-hidden={hidden || undefined}
      className={`flex shrink-0 items-center gap-x-12 gap-y-4 pr-12 motion-reduce:w-full motion-reduce:shrink motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:pr-0 ${
        hidden ? 'motion-reduce:hidden' : ''
      }`}
    >
      {names.map((name, i) => (
        <li
          key={name}
          className={`font-display text-xl font-black tracking-tight whitespace-nowrap text-ink/80 sm:text-2xl ${
            i % 3 === 1 ? 'italic' : i % 3 === 2 ? 'text-lg tracking-widest uppercase sm:text-xl' : ''
          }`}
        >
          {name}
        </li>
      ))}
    </ul>
  )
  return (
    <div className="unf-marquee" data-paused={paused}>
      <style href="unf-marquee" precedence="default">
        {MARQUEE_CSS}
      </style>
      <p className="text-center text-sm font-bold tracking-widest text-ink-soft uppercase">{label}</p>
      <div className="relative mt-6 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_10%,black_90%,transparent)] motion-reduce:[mask-image:none]">
        <div className="unf-marquee-track flex w-max motion-reduce:w-full motion-reduce:justify-center">
          {list(false)}
          {list(true)}
        </div>
      </div>
    </div>
  )
}
