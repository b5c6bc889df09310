import { describe, expect, it } from 'vitest'
import { checkPackFile, cleanFileName, kindOfName } from './file-type.ts'

const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'))

describe('content pack file types', () => {
  it('accepts a PDF and a ZIP whose first bytes match their names', () => {
    expect(checkPackFile('Guide.PDF', bytes('%PDF-1.7\n'))).toEqual({ ok: true, kind: 'pdf', mimeType: 'application/pdf' })
    expect(checkPackFile('templates.zip', bytes('PK\x03\x04rest'))).toEqual({ ok: true, kind: 'zip', mimeType: 'application/zip' })
  })

  it('refuses a renamed executable, a ZIP called .pdf and a PDF called .zip', () => {
    const exe = checkPackFile('report.pdf', bytes('MZ\x90\x00\x03'))
    expect(exe.ok).toBe(false)
    expect(!exe.ok && exe.message).toContain('report.pdf is not really a PDF file')
    expect(checkPackFile('pack.pdf', bytes('PK\x03\x04')).ok).toBe(false)
    expect(checkPackFile('pack.zip', bytes('%PDF-1.4')).ok).toBe(false)
  })

  it('refuses other extensions whatever their contents, and files too short to tell', () => {
    const docx = checkPackFile('letter.docx', bytes('PK\x03\x04'))
    expect(!docx.ok && docx.message).toBe('letter.docx is not a PDF or ZIP file. Only .pdf and .zip files can be uploaded.')
    expect(checkPackFile('setup.exe', bytes('MZ')).ok).toBe(false)
    expect(checkPackFile('empty.pdf', bytes('')).ok).toBe(false)
    expect(checkPackFile('short.pdf', bytes('%PD')).ok).toBe(false)
    expect(kindOfName('no-extension')).toBeNull()
  })

  it('keeps the last path segment of a name, without controls or quotes', () => {
    expect(cleanFileName('C:\\Users\\me\\Guide "final".pdf')).toBe('Guide final.pdf')
    expect(cleanFileName('../../etc/passwd')).toBe('passwd')
    expect(cleanFileName('\u0000')).toBe('file')
    expect(cleanFileName(`${'a'.repeat(300)}.pdf`)).toHaveLength(200)
  })
})
