import { describe, expect, it } from 'vitest'
import { formatThousands } from './format.ts'

describe('formatThousands', () => {
  it('groups whole numbers by three from the right, sign kept and fraction dropped', () => {
    expect([0, 7, 950, 1000, 12_345, 3_214_576, -1_234_567.8].map(formatThousands)).toEqual([
      '0',
      '7',
      '950',
      '1,000',
      '12,345',
      '3,214,576',
      '-1,234,567',
    ])
  })
})
