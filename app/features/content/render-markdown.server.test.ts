import { describe, expect, it } from 'vitest'
import { WORST_MARKDOWN } from '#tests/support/pathological-markdown.mjs'
import { BODY_MAX } from './content-schema.ts'
import { renderMarkdown, sanitizeContentHtml } from './render-markdown.server.ts'
import { isSafeHref, markdownToHtml } from './markdown.ts'

describe("rendering a writer's Markdown", () => {
  it('renders headings, emphasis, lists, quotes, code and tables', () => {
    const html = renderMarkdown('## Title\n\n**bold** _it_\n\n- a\n- b\n\n> quote\n\n`code`\n\n| a | b |\n|---|---|\n| 1 | 2 |')
    expect(html).toContain('<h2>Title</h2>')
    expect(html).toContain('<strong>bold</strong> <em>it</em>')
    expect(html).toContain('<li>a</li>')
    expect(html).toContain('<blockquote>')
    expect(html).toContain('<code>code</code>')
    expect(html).toContain('<td>1</td>')
  })

  it('shows raw HTML as text: no script, no event handler, no style', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\nhi <b onclick="x()">there</b> <style>p{color:red}</style>',
    )
    expect(html).not.toMatch(/<(script|img|style|b)\b/i)
    // Any "onerror=" left is text between &lt; and &gt;, not an attribute of an element.
    expect(html).not.toMatch(/<[^>]+\son\w+=/i)
    expect(html).toContain('&lt;script&gt;')
  })

  it('drops javascript: and data: links but keeps http(s) and mailto, with rel="noopener nofollow"', () => {
    const html = renderMarkdown(
      '[bad](javascript:alert(1)) [worse](JaVaScRiPt:alert(1)) [data](data:text/html,x) [good](https://example.com "t") [mail](mailto:a@b.co) <https://auto.example>',
    )
    expect(html).not.toMatch(/javascript:|data:/i)
    expect(html).toContain('<a href="https://example.com" title="t" rel="noopener nofollow">good</a>')
    expect(html).toContain('<a href="mailto:a@b.co" rel="noopener nofollow">mail</a>')
    expect(html).toContain('href="https://auto.example"')
  })

  it('turns images into their alt text (the page loads no outside images)', () => {
    expect(renderMarkdown('![a chart](https://evil.example/pixel.png)')).toBe('<p>a chart</p>\n')
  })

  it('keeps the sanitiser strict even for HTML that did not come from marked', () => {
    const html = sanitizeContentHtml(
      '<a href="javascript:alert(1)" onclick="x()" target="_blank">a</a><img src=x onerror=alert(1)><script>x()</script><iframe src="https://x"></iframe><p style="color:red" class="c">p</p><svg onload=alert(1)></svg>',
    )
    expect(html).toBe('<a rel="noopener nofollow">a</a><p>p</p>')
  })

  it('gives the live preview the same safety without the server', () => {
    expect(markdownToHtml('<script>x</script> [x](javascript:y) <javascript:alert(1)>')).not.toMatch(/<script|href="javascript:/i)
    expect(isSafeHref('/dashboard')).toBe(true)
    expect(isSafeHref('//evil.example')).toBe(false)
    expect(isSafeHref(' https://ok.example')).toBe(true)
  })
})

describe('the parser on long and hostile Markdown', () => {
  it('keeps the GFM the writers use: tables with their alignment, strikethrough and bare links', () => {
    const html = renderMarkdown('| left | mid |\n|:---|:---:|\n| 1 | 2 |\n\n~~gone~~ and https://example.com/a')
    expect(html).toContain('<th align="left">left</th>')
    expect(html).toContain('<td align="center">2</td>')
    expect(html).toContain('<s>gone</s>')
    expect(html).toContain('<a href="https://example.com/a" rel="noopener nofollow">https://example.com/a</a>')
  })

  // marked overflowed its stack on the nested ones (every view of such a piece failed). Every input of
  // the file, at three lengths and against other parsers: bench/markdown-parsers.mjs.
  it.each(WORST_MARKDOWN.map((input) => [input.name, input] as const))(
    'renders %s at the 50,000-character limit to balanced, safe HTML',
    (_name, input) => {
      const html = renderMarkdown(input.make(BODY_MAX))
      expect(html.length).toBeGreaterThan(0)
      // As many elements closed as opened: the page around it is not swallowed.
      for (const tag of ['p', 'em', 'strong', 'blockquote', 'ul', 'li', 'table', 'a']) {
        const opened = html.match(new RegExp(`<${tag}[\\s>]`, 'g'))?.length ?? 0
        expect(html.match(new RegExp(`</${tag}>`, 'g'))?.length ?? 0, tag).toBe(opened)
      }
    },
  )
})
