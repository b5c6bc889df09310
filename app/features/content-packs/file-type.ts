// What a content pack file is, decided by its first bytes (not its name or the browser's type):
// a PDF starts with "%PDF-", a ZIP with the local-file header "PK\x03\x04". The name's extension
// must agree, so a renamed executable ("MZ…" called report.pdf) or a ZIP called .pdf is refused.

export const PACK_FILE_TYPES = {
  pdf: { mimeType: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d], label: 'PDF' },
  zip: { mimeType: 'application/zip', magic: [0x50, 0x4b, 0x03, 0x04], label: 'ZIP' },
} as const

export type PackFileKind = keyof typeof PACK_FILE_TYPES
export type PackMimeType = (typeof PACK_FILE_TYPES)[PackFileKind]['mimeType']

/** How many leading bytes the check needs. */
export const SNIFF_BYTES = 5

/** The kind a file name claims by its extension, or null for anything but .pdf and .zip. */
export function kindOfName(fileName: string): PackFileKind | null {
  const match = /\.([a-z0-9]+)$/i.exec(fileName.trim())
  const extension = match?.[1]?.toLowerCase()
  return extension === 'pdf' || extension === 'zip' ? extension : null
}

function startsWith(head: Uint8Array, magic: readonly number[]) {
  return head.length >= magic.length && magic.every((byte, index) => head[index] === byte)
}

/** The kind the first bytes show, or null. */
export function kindOfContent(head: Uint8Array): PackFileKind | null {
  if (startsWith(head, PACK_FILE_TYPES.pdf.magic)) return 'pdf'
  if (startsWith(head, PACK_FILE_TYPES.zip.magic)) return 'zip'
  return null
}

export type SniffResult = { ok: true; kind: PackFileKind; mimeType: PackMimeType } | { ok: false; message: string }

/** Accepts a file only when its name says .pdf or .zip and its first bytes say the same. */
export function checkPackFile(fileName: string, head: Uint8Array): SniffResult {
  const claimed = kindOfName(fileName)
  if (!claimed) return { ok: false, message: `${fileName} is not a PDF or ZIP file. Only .pdf and .zip files can be uploaded.` }
  const actual = kindOfContent(head)
  if (actual !== claimed) {
    return {
      ok: false,
      message: `${fileName} is not really a ${PACK_FILE_TYPES[claimed].label} file (its contents do not match its name), so it was refused.`,
    }
  }
  return { ok: true, kind: actual, mimeType: PACK_FILE_TYPES[actual].mimeType }
}

/** A file name safe to store and to send back in a Content-Disposition header later. */
export function cleanFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? ''
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069"<>]/g, '').trim()
  return (cleaned || 'file').slice(-200)
}
