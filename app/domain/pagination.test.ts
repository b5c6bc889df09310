import { describe, expect, it } from 'vitest'
import { clampPage, MAX_PAGE, pageCount, pageFromUrl, pageOffset, parsePage } from './pagination.ts'

describe('the page number a URL asks for', () => {
  it('reads a whole number, and the whole part of a decimal', () => {
    expect(parsePage('3')).toBe(3)
    expect(parsePage('2.7')).toBe(2)
    expect(parsePage(' 4')).toBe(4)
  })

  it('reads page 1 when the number is missing or nonsense', () => {
    for (const value of [null, undefined, '', 'abc', '0', '-1', '-2', '1e309', 'NaN', 'Infinity'])
      expect(parsePage(value), String(value)).toBe(1)
  })

  it('reads a huge number as the furthest page', () => {
    expect(parsePage('99999999')).toBe(MAX_PAGE)
    expect(parsePage(String(Number.MAX_SAFE_INTEGER))).toBe(MAX_PAGE)
    expect(MAX_PAGE).toBe(10_000)
  })

  it('reads it from a URL, under its own name when a page has several lists', () => {
    expect(pageFromUrl('http://localhost/dashboard/content?status=pending&page=3')).toBe(3)
    expect(pageFromUrl(new URL('http://localhost/dashboard/admin/assignments?writerPage=2&page=5'), 'writerPage')).toBe(2)
    expect(pageFromUrl('http://localhost/dashboard/content')).toBe(1)
  })
})

describe('a page of rows', () => {
  it('starts after the rows of the pages before it', () => {
    expect(pageOffset(1, 25)).toBe(0)
    expect(pageOffset(3, 25)).toBe(50)
  })

  it('counts pages, with an empty list on page 1 of 1', () => {
    expect(pageCount(0, 25)).toBe(1)
    expect(pageCount(25, 25)).toBe(1)
    expect(pageCount(26, 25)).toBe(2)
    expect(pageCount(1_000, 20)).toBe(50)
  })

  it('brings a page past the end back to the last page', () => {
    expect(clampPage(50, 3)).toBe(3)
    expect(clampPage(2, 3)).toBe(2)
    expect(clampPage(0, 3)).toBe(1)
  })
})
