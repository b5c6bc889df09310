import { describe, expect, it } from 'vitest'
import { readableText, textDiffHtml, wordDiff } from './word-diff.ts'

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

  it('shows words replaced one after another as one replacement, and a changed mark alone', () => {
    expect(wordDiff('the quick fox jumps', 'a slow dog jumps', 300)).toEqual([
      { value: 'the quick fox', removed: true },
      { value: 'a slow dog', added: true },
      { value: ' jumps' },
    ])
    expect(wordDiff("We weren't late.", "We weren't late!", 300)).toEqual([
      { value: "We weren't late" },
      { value: '.', removed: true },
      { value: '!', added: true },
    ])
    expect(wordDiff('one two three', 'one three', 300)).toEqual([{ value: 'one ' }, { value: 'two ', removed: true }, { value: 'three' }])
    expect(wordDiff('', 'new words', 300)).toEqual([{ value: 'new words', added: true }])
  })

  it('gives back both texts, whatever changed', () => {
    let seed = 7
    const random = (below: number) => (seed = (seed * 48_271) % 2_147_483_647) % below
    const pool = ['the', 'plan', 'launch', 'we', 'shipped', '—', 'late', ',', '.', 'café', "don't", '\n\n', '  ']
    for (let round = 0; round < 40; round++) {
      const before = Array.from({ length: 300 }, () => pool[random(pool.length)]).join(' ')
      const words = before.split(' ')
      for (let edit = 0; edit < 1 + random(40); edit++) {
        const at = random(words.length)
        const kind = random(3)
        if (kind === 0) words.splice(at, 1)
        else if (kind === 1) words.splice(at, 0, pool[random(pool.length)]!)
        else words[at] = `${words[at]}x`
      }
      const after = words.join(' ')
      const parts = wordDiff(before, after, 1_000)!
      const side = (left: 'added' | 'removed') =>
        parts
          .filter((part) => !part[left])
          .map((part) => part.value)
          .join('')
      expect(side('added')).toBe(before)
      expect(side('removed')).toBe(after)
      expect(parts.every((part) => part.value !== '')).toBe(true)
    }
  })
})

describe("a diff's HTML", () => {
  it('marks changes for the eye and in words, and keeps text as text', () => {
    const html = textDiffHtml('Tags like <b> & "quotes" stay', 'Tags like <script> & "quotes" stay', 300)
    expect(html).toBe(
      'Tags like &lt;' +
        '<del class="bg-shock/15 text-shock-ink"><span class="sr-only">Removed: </span>b<span class="sr-only"> (end of removed)</span></del>' +
        '<ins class="bg-lime/60 no-underline"><span class="sr-only">Added: </span>script<span class="sr-only"> (end of added)</span></ins>' +
        '&gt; &amp; "quotes" stay',
    )
    expect(textDiffHtml('same', 'same', 300)).toBe('same')
  })

  it('shows changes of white space as the new layout, unmarked', () => {
    expect(textDiffHtml('One. Two.', 'One.\n\nTwo.', 300)).toBe('One.\n\nTwo.')
    expect(textDiffHtml('a  b', 'a b', 300)).toBe('a b')
    expect(textDiffHtml('one two', 'one  two', 300)).toBe('one  two')
  })
})
