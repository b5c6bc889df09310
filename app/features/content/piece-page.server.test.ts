import { describe, expect, it } from 'vitest'
import { readableText, wordDiff } from './piece-page.server.ts'

describe('diffs between rounds', () => {
  it('compare the words a reader sees, not Markdown markers', () => {
    const before = readableText('<p>We were <strong>very</strong> late &amp; sorry.</p>\n<ul><li>one</li></ul>')
    const after = readableText('<p>We were <em>very</em> late &amp; sorry.</p>\n<ul><li>two</li></ul>')
    expect(before).toBe('We were very late & sorry.\n\none')
    const changed = wordDiff(before, after)!.filter((part) => part.added || part.removed)
    expect(changed.map((part) => part.value.trim())).toEqual(['one', 'two'])
    expect(wordDiff(before, after)!.some((part) => part.value.includes('*') || part.value.includes('<'))).toBe(false)
  })

  it('reads a link as its text, and entities as characters', () => {
    expect(readableText('<p>See <a href="https://example.com">our report</a> &#8212; &lt;3 &quot;ok&quot;</p>')).toBe(
      'See our report — <3 "ok"',
    )
  })
})
