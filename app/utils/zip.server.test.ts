import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { readZip } from '#tests/support/zip-reader.ts'
import { streamOf, zipSize, zipStream, type ZipEntry } from './zip.server.ts'

/** A file's bytes as a stream in chunks of `chunk` bytes, noting when it is opened and cancelled. */
function fileOf(bytes: Buffer, chunk = 1000) {
  const seen = { opened: false, cancelled: false }
  let at = 0
  const open = async () => {
    seen.opened = true
    return new ReadableStream<Uint8Array>({
      pull(controller) {
        if (at >= bytes.length) return controller.close()
        controller.enqueue(bytes.subarray(at, (at += chunk)))
      },
      cancel() {
        seen.cancelled = true
      },
    })
  }
  return { open, seen }
}

const entry = (name: string, bytes: Buffer, modified = new Date('2026-03-04T05:06:08Z')): ZipEntry => ({
  name,
  size: bytes.length,
  modified,
  open: fileOf(bytes).open,
})

async function readAll(stream: ReadableStream<Uint8Array>) {
  return Buffer.from(await new Response(stream).arrayBuffer())
}

describe('zipStream', () => {
  it('stores every file whole, in order, with its CRC-32, in exactly the length announced', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(70_000)])
    const zip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), randomBytes(12_345)])
    const entries = [entry('Welcome guide.pdf', pdf), entry('Templates.zip', zip), entry('Empty.pdf', Buffer.alloc(0))]
    const archive = await readAll(zipStream(entries))
    expect(archive.length).toBe(zipSize(entries))
    const files = readZip(archive)
    expect(files.map((file) => file.name)).toEqual(['Welcome guide.pdf', 'Templates.zip', 'Empty.pdf'])
    expect(files[0]!.bytes.equals(pdf)).toBe(true)
    expect(files[1]!.bytes.equals(zip)).toBe(true)
    expect(files[2]!.bytes.length).toBe(0)
    // Data descriptors and UTF-8 names.
    expect(files.every((file) => file.flags === 0x0808)).toBe(true)
    // The reader the tests use notices a damaged byte.
    const damaged = Buffer.from(archive)
    damaged[100] = damaged[100]! ^ 0xff
    expect(() => readZip(damaged)).toThrow(/CRC-32/)
  })

  it('keeps names in UTF-8 and the modification time to two seconds', async () => {
    const [file] = readZip(await readAll(zipStream([entry('Guía rápida — ₹.pdf', Buffer.from('%PDF-x'))])))
    expect(file!.name).toBe('Guía rápida — ₹.pdf')
    // 2026-03-04 05:06:08 UTC in MS-DOS form.
    expect(file!.date).toBe(((2026 - 1980) << 9) | (3 << 5) | 4)
    expect(file!.time).toBe((5 << 11) | (6 << 5) | 4)
  })

  it('is an empty archive for no files', async () => {
    const archive = await readAll(zipStream([]))
    expect(archive.length).toBe(22)
    expect(readZip(archive)).toEqual([])
  })

  it('opens nothing until it is read, and closes the open file when the reader cancels', async () => {
    const first = fileOf(randomBytes(50_000))
    const second = fileOf(randomBytes(10))
    const stream = zipStream([
      { name: 'a.pdf', size: 50_000, modified: new Date(), open: first.open },
      { name: 'b.pdf', size: 10, modified: new Date(), open: second.open },
    ])
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(first.seen.opened).toBe(false)
    const reader = stream.getReader()
    await reader.read() // the first local header
    await reader.read() // the first chunk of a.pdf
    expect(first.seen.opened).toBe(true)
    await reader.cancel()
    expect(first.seen.cancelled).toBe(true)
    expect(second.seen.opened).toBe(false)
  })

  it('fails instead of sending a wrong archive when a file is missing or not its recorded size', async () => {
    const missing: ZipEntry = { name: 'gone.pdf', size: 5, modified: new Date(), open: async () => null }
    await expect(readAll(zipStream([missing]))).rejects.toThrow('gone.pdf is missing from storage.')
    const longer = { ...entry('long.pdf', randomBytes(3000)), size: 2000 }
    await expect(readAll(zipStream([longer]))).rejects.toThrow('long.pdf is not the size recorded for it (2000 bytes).')
    const shorter = { ...entry('short.pdf', randomBytes(3000)), size: 4000 }
    await expect(readAll(zipStream([shorter]))).rejects.toThrow('short.pdf is not the size recorded for it (4000 bytes).')
  })
})

describe('streamOf', () => {
  it('runs the generator only as far as it is read, and finishes it on cancel', async () => {
    const steps: string[] = []
    async function* chunks() {
      try {
        steps.push('started')
        yield new Uint8Array([1])
        steps.push('second')
        yield new Uint8Array([2])
      } finally {
        steps.push('finished')
      }
    }
    const stream = streamOf(chunks())
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(steps).toEqual([])
    const reader = stream.getReader()
    expect((await reader.read()).value).toEqual(new Uint8Array([1]))
    await reader.cancel()
    expect(steps).toEqual(['started', 'finished'])
  })
})
