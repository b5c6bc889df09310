import type { ResultCard } from '#app/content/results.ts'

const WIDTH = 320
const HEIGHT = 180

/** A small deterministic pseudo-random sequence, so server and browser draw the same artwork. */
function seededRandom(seed: string) {
  let state = 2166136261
  for (let i = 0; i < seed.length; i++) {
    state ^= seed.charCodeAt(i)
    state = Math.imul(state, 16777619)
  }
  return () => {
    state = Math.imul(state ^ (state >>> 15), 2246822507)
    state = Math.imul(state ^ (state >>> 13), 3266489909)
    state ^= state >>> 16
    return (state >>> 0) / 4294967296
  }
}

/** Decorative artwork for a result card, drawn from the card's visual field. */
export function ResultVisual({ card, className = '' }: { card: Pick<ResultCard, 'id' | 'visual'>; className?: string }) {
  const { from, to, kind } = card.visual
  const gradientId = `result-gradient-${card.id}`
  const random = seededRandom(card.id)
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="xMidYMid slice"
      className={`block h-auto w-full ${className}`}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width={WIDTH} height={HEIGHT} fill={`url(#${gradientId})`} />
      {[45, 90, 135].map((y) => (
        <line key={y} x1="0" x2={WIDTH} y1={y} y2={y} stroke="white" strokeOpacity="0.12" strokeDasharray="4 6" />
      ))}
      {kind === 'bars' ? <Bars random={random} /> : kind === 'line' ? <Line random={random} /> : <Burst random={random} />}
    </svg>
  )
}

function Bars({ random }: { random: () => number }) {
  const count = 9
  const gap = 10
  const left = 110
  const barWidth = (WIDTH - left - 20 - gap * (count - 1)) / count
  return (
    <g>
      {Array.from({ length: count }, (_, i) => {
        const growth = 0.18 + (0.72 * i) / (count - 1)
        const height = Math.round((HEIGHT - 40) * Math.min(0.95, growth + (random() - 0.5) * 0.12))
        const x = left + i * (barWidth + gap)
        const last = i === count - 1
        return (
          <rect
            key={i}
            x={x.toFixed(1)}
            y={HEIGHT - 20 - height}
            width={barWidth.toFixed(1)}
            height={height}
            rx="3"
            fill={last ? '#c6f432' : 'white'}
            fillOpacity={last ? 1 : 0.35 + (0.45 * i) / count}
          />
        )
      })}
      <line x1={left - 6} x2={WIDTH - 14} y1={HEIGHT - 20} y2={HEIGHT - 20} stroke="white" strokeOpacity="0.6" strokeWidth="2" />
    </g>
  )
}

function Line({ random }: { random: () => number }) {
  const count = 10
  const left = 20
  const right = WIDTH - 24
  const points = Array.from({ length: count }, (_, i) => {
    const t = i / (count - 1)
    const x = left + t * (right - left)
    // An accelerating curve with a little noise: the shape of a post taking off.
    const rise = Math.pow(t, 2.2) * 0.78 + t * 0.1
    const y = HEIGHT - 28 - (HEIGHT - 60) * Math.min(1, Math.max(0, rise + (random() - 0.5) * 0.08))
    return [Number(x.toFixed(1)), Number(y.toFixed(1))] as const
  })
  const path = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x} ${y}`).join(' ')
  const area = `${path} L${right} ${HEIGHT} L${left} ${HEIGHT} Z`
  const [endX, endY] = points[points.length - 1] ?? [right, 30]
  return (
    <g>
      <path d={area} fill="white" fillOpacity="0.14" />
      <path d={path} fill="none" stroke="white" strokeWidth="4" strokeLinejoin="round" strokeLinecap="round" />
      <circle cx={endX} cy={endY} r="12" fill="#c6f432" fillOpacity="0.35" />
      <circle cx={endX} cy={endY} r="6" fill="#c6f432" />
    </g>
  )
}

function Burst({ random }: { random: () => number }) {
  const cx = WIDTH - 90
  const cy = HEIGHT / 2
  const rays = 18
  return (
    <g>
      {[70, 50, 30].map((r, i) => (
        <circle key={r} cx={cx} cy={cy} r={r} fill="white" fillOpacity={0.08 + i * 0.06} />
      ))}
      {Array.from({ length: rays }, (_, i) => {
        const angle = (i / rays) * Math.PI * 2
        const inner = 38
        const outer = 62 + random() * 40
        return (
          <line
            key={i}
            x1={(cx + Math.cos(angle) * inner).toFixed(1)}
            y1={(cy + Math.sin(angle) * inner).toFixed(1)}
            x2={(cx + Math.cos(angle) * outer).toFixed(1)}
            y2={(cy + Math.sin(angle) * outer).toFixed(1)}
            stroke={i % 3 === 0 ? '#c6f432' : 'white'}
            strokeOpacity={i % 3 === 0 ? 1 : 0.7}
            strokeWidth="3"
            strokeLinecap="round"
          />
        )
      })}
      <circle cx={cx} cy={cy} r="16" fill="#c6f432" />
    </g>
  )
}
