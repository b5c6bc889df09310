import { describe, expect, it } from 'vitest'
import { csvCell, csvRow, decimalAmount } from './csv.ts'

describe('CSV export cells', () => {
  it('puts an apostrophe before anything a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe(`"'=HYPERLINK(""http://evil.example"",""click"")"`)
    expect(csvCell('+1 555')).toBe("'+1 555")
    expect(csvCell('-2+3')).toBe("'-2+3")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('\t=1')).toBe("'\t=1")
    expect(csvCell('\r=1')).toBe(`"'\r=1"`)
  })

  it('leaves ordinary text alone and quotes commas, quotes and line breaks', () => {
    expect(csvCell('Growth plan, monthly')).toBe('"Growth plan, monthly"')
    expect(csvCell('Say "hi"')).toBe('"Say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell('Priya Sharma')).toBe('Priya Sharma')
    expect(csvCell('a=b')).toBe('a=b')
    expect(csvCell(null)).toBe('')
    expect(csvCell(42)).toBe('42')
  })

  it('ends rows with CRLF and writes amounts as plain decimals', () => {
    expect(csvRow(['a', 'b,c', null])).toBe('a,"b,c",\r\n')
    expect(decimalAmount(19900)).toBe('199.00')
    expect(decimalAmount(824901)).toBe('8249.01')
    expect(decimalAmount(5)).toBe('0.05')
  })

  it('keeps a refund’s negative amount a number, not text', () => {
    expect(csvCell(decimalAmount(-4000))).toBe('-40.00')
    expect(csvCell('-40.00+1')).toBe("'-40.00+1")
  })
})
