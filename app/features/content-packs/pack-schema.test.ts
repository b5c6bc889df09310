import { describe, expect, it } from 'vitest'
import { parseSubmission } from '#app/utils/submission.ts'
import { checkChosenFiles, MAX_PACK_FILE_BYTES, PackFieldsSchema } from './pack-schema.ts'

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  return data
}

describe('the content pack form', () => {
  it('turns the dollar price into cents and cleans the text', () => {
    const submission = parseSubmission(
      form({ title: '  Launch <kit> ', description: 'Line one\r\nLine two', price: '29.99' }),
      PackFieldsSchema,
    )
    expect(submission.status).toBe('success')
    expect(submission.status === 'success' && submission.value).toEqual({
      title: 'Launch kit',
      description: 'Line one\nLine two',
      price: 2999,
    })
    const free = parseSubmission(form({ title: 'T', description: 'D', price: '0' }), PackFieldsSchema)
    expect(free.status === 'success' && free.value.price).toBe(0)
  })

  it('requires every field and refuses prices that are not amounts of dollars', () => {
    const empty = parseSubmission(form({ title: ' ', description: '', price: '' }), PackFieldsSchema)
    expect(empty.status === 'error' && empty.error).toEqual({
      title: ['Title is required'],
      description: ['Description is required'],
      price: ['Price is required'],
    })
    for (const price of ['-1', 'abc', '1.999', '1e3', '100000.01']) {
      const result = parseSubmission(form({ title: 'T', description: 'D', price }), PackFieldsSchema)
      expect(result.status, price).toBe('error')
    }
  })

  it('checks the chosen files by count, name and size', () => {
    expect(checkChosenFiles([])).toBe('Choose at least one PDF or ZIP file.')
    expect(
      checkChosenFiles([
        { name: 'a.pdf', size: 10 },
        { name: 'b.ZIP', size: MAX_PACK_FILE_BYTES },
      ]),
    ).toBeNull()
    expect(checkChosenFiles([{ name: 'setup.exe', size: 10 }])).toContain('setup.exe is not a PDF or ZIP file')
    expect(checkChosenFiles([{ name: 'big.pdf', size: MAX_PACK_FILE_BYTES + 1 }])).toContain('big.pdf is larger than 25 MB')
    expect(checkChosenFiles(Array.from({ length: 11 }, (_, i) => ({ name: `${i}.pdf`, size: 1 })))).toContain('at most 10 files')
  })
})
