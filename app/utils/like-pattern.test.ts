import { describe, expect, it } from 'vitest'
import { containsPattern } from './like-pattern.ts'

describe('containsPattern', () => {
  it("takes LIKE's wildcards and its escape character literally", () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%')
    expect(containsPattern('Ada')).toBe('%Ada%')
  })
})
