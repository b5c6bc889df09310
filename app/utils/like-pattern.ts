/** `q` as a case-insensitive substring pattern for LIKE and ILIKE, with LIKE's own wildcards taken literally. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}
