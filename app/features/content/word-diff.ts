// What changed between two versions of a piece, word by word, as a reader sees them. Pure, so that the
// content thread runs it (render-worker.server.ts) for bodies; the app calls piece-html.server.ts.
import diffSequences from '@jest/diff-sequences'

export type DiffPart = { value: string; added?: boolean; removed?: boolean }

/** Text made safe to place between HTML tags. */
export const escapeHtmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' }

/** A numeric entity's character, or the entity as written when it names no character. */
function character(entity: string, codePoint: number): string {
  return Number.isInteger(codePoint) && codePoint >= 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : entity
}

/**
 * The words a reader sees in a version's sanitised HTML: block ends become line breaks, tags go, and
 * entities are read back ("**bold**" compares as "bold", a link as its text).
 */
export function readableText(html: string): string {
  return (
    html
      .replace(/<\/(p|h[1-6]|li|blockquote|pre|tr|div)>|<br\s*\/?>/gi, '\n')
      // Sanitised HTML: every '<' left opens a tag that a '>' closes (text has &lt;), so no match runs on to the end.
      // eslint-disable-next-line regexp/no-super-linear-move
      .replace(/<[^>]*>/g, '')
      .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
        if (name.startsWith('#x')) return character(entity, parseInt(name.slice(2), 16))
        if (name.startsWith('#') && name !== '#39') return character(entity, Number(name.slice(1)))
        return ENTITIES[name] ?? entity
      })
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  )
}

/** What a diff compares: words (with their apostrophes), runs of white space, and single marks. */
const TOKEN = /[\p{L}\p{N}\p{M}_'’]+|\s+|[^\p{L}\p{N}\p{M}_'’\s]/gu

/** What was there and what is there instead, at one place between two texts. */
type Change = { removed: string; added: string }

const replaces = (change: Change) => change.removed !== '' && change.added !== ''

/** Thrown from inside the comparison when its time is up. */
const OUT_OF_TIME = Symbol('out of time')

/**
 * The two texts as common stretches and changes, in order. The words are compared as numbers (each
 * distinct token gets one), by Myers' algorithm in linear space (Jest's diff-sequences), which is far
 * quicker than comparing strings; throws OUT_OF_TIME past the deadline.
 */
function stretches(before: string, after: string, deadline: number): (string | Change)[] {
  const a = before.match(TOKEN) ?? []
  const b = after.match(TOKEN) ?? []
  const ids = new Map<string, number>()
  const idOf = (token: string) => {
    let id = ids.get(token)
    if (id === undefined) ids.set(token, (id = ids.size))
    return id
  }
  const aIds = Int32Array.from(a, idOf)
  const bIds = Int32Array.from(b, idOf)
  const result: (string | Change)[] = []
  let aAt = 0
  let bAt = 0
  const changeUpTo = (aEnd: number, bEnd: number) => {
    if (aAt < aEnd || bAt < bEnd) result.push({ removed: a.slice(aAt, aEnd).join(''), added: b.slice(bAt, bEnd).join('') })
  }
  let comparisons = 0
  diffSequences(
    a.length,
    b.length,
    (aIndex, bIndex) => {
      if ((++comparisons & 0x3fff) === 0 && performance.now() > deadline) throw OUT_OF_TIME
      return aIds[aIndex] === bIds[bIndex]
    },
    (count, aCommon, bCommon) => {
      changeUpTo(aCommon, bCommon)
      result.push(a.slice(aCommon, aCommon + count).join(''))
      aAt = aCommon + count
      bAt = bCommon + count
    },
  )
  changeUpTo(a.length, b.length)
  return result
}

/**
 * Reads as a person would: words replaced one after another ("the quick fox" → "a slow dog") are one
 * replacement, not three with the spaces between them left standing; common stretches side by side are one.
 */
function joined(parts: (string | Change)[]): (string | Change)[] {
  const result: (string | Change)[] = []
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index]!
    const last = result.at(-1)
    const next = parts[index + 1]
    if (
      typeof part === 'string' &&
      typeof last === 'object' &&
      typeof next === 'object' &&
      part.trim() === '' &&
      replaces(last) &&
      replaces(next)
    ) {
      last.removed += part + next.removed
      last.added += part + next.added
      index++
    } else if (typeof part === 'string' && typeof last === 'string') result[result.length - 1] = last + part
    else result.push(typeof part === 'string' ? part : { ...part })
  }
  return result
}

/** Words added and removed between two texts; null when they are too far apart to compare within `timeoutMs`. */
export function wordDiff(before: string, after: string, timeoutMs: number): DiffPart[] | null {
  let parts: (string | Change)[]
  try {
    parts = joined(stretches(before, after, performance.now() + timeoutMs))
  } catch (error) {
    if (error === OUT_OF_TIME) return null
    throw error
  }
  return parts.flatMap((part): DiffPart[] =>
    typeof part === 'string'
      ? [{ value: part }]
      : [...(part.removed ? [{ value: part.removed, removed: true }] : []), ...(part.added ? [{ value: part.added, added: true }] : [])],
  )
}

/**
 * One part of a diff as HTML: added and removed words marked, each run also announced in words, since
 * screen readers do not read out <ins> and <del> (a removed word next to an added one would be heard as
 * one word). White space is layout, not words: a change of it alone (a paragraph split) shows as the
 * new layout, unmarked.
 */
function partHtml(part: DiffPart): string {
  const text = escapeHtmlText(part.value)
  const layoutOnly = part.value.trim() === ''
  if (part.added)
    return layoutOnly
      ? text
      : `<ins class="bg-lime/60 no-underline"><span class="sr-only">Added: </span>${text}<span class="sr-only"> (end of added)</span></ins>`
  if (part.removed)
    return layoutOnly
      ? ''
      : `<del class="bg-shock/15 text-shock-ink"><span class="sr-only">Removed: </span>${text}<span class="sr-only"> (end of removed)</span></del>`
  return text
}

/**
 * A diff as the HTML inside its paragraph. Built as a string, in the content thread for bodies, so that
 * a long piece's thousands of changes cost the page one string instead of thousands of elements.
 */
export function diffHtml(parts: readonly DiffPart[]): string {
  return parts.map(partHtml).join('')
}

/** What changed between two texts, as diffHtml; null when they are too far apart to compare within `timeoutMs`. */
export function textDiffHtml(before: string, after: string, timeoutMs: number): string | null {
  const parts = wordDiff(before, after, timeoutMs)
  return parts ? diffHtml(parts) : null
}
