import { describe, expect, it } from 'vitest'
import { readableText, wordDiff } from './word-diff.ts'

describe('diffs between rounds', () => {
  it('compare the words a reader sees, not Markdown markers', () => {
    const before = readableText('<p>We were <strong>very</strong> late &amp; sorry.</p>\n<ul><li>one</li></ul>')
    const after = readableText('<p>We were <em>very</em> late &amp; sorry.</p>\n<ul><li>two</li></ul>')
    expect(before).toBe('We were very late & sorry.\n\none')
    const changed = wordDiff(before, after, 300)!.filter((part) => part.added || part.removed)
    expect(changed.map((part) => part.value.trim())).toEqual(['one', 'two'])
    expect(wordDiff(before, after, 300)!.some((part) => part.value.includes('*') || part.value.includes('<'))).toBe(false)
  })

  it('reads a link as its text, and entities as characters', () => {
    expect(readableText('<p>See <a href="https://example.com">our report</a> &#8212; &lt;3 &quot;ok&quot;</p>')).toBe(
      'See our report — <3 "ok"',
    )
    expect(readableText('<p>&#99999999; &#x110000; &#65;</p>')).toBe('&#99999999; &#x110000; A')
  })

  it('gives up on texts too far apart to compare in time', () => {
    const words = (seed: number) => Array.from({ length: 8_000 }, (_, i) => `w${(i * 7919 + seed) % 5000}`).join(' ')
    expect(wordDiff(words(1), words(2), 1)).toBeNull()
  })
})
