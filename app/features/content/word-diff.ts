// What changed between two versions of a piece, word by word, as a reader sees them. Pure, so that the
// content thread runs it (render-worker.server.ts) for bodies; the app calls piece-html.server.ts.
import { diffWords } from 'diff'

export type DiffPart = { value: string; added?: boolean; removed?: boolean }

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

/** Words added and removed between two texts; null when they are too far apart to compare within `timeoutMs`. */
export function wordDiff(before: string, after: string, timeoutMs: number): DiffPart[] | null {
  const parts = diffWords(before, after, { timeout: timeoutMs })
  if (!parts) return null
  return parts.map((part) => ({ value: part.value, ...(part.added ? { added: true } : {}), ...(part.removed ? { removed: true } : {}) }))
}
