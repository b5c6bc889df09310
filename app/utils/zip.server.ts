// A ZIP archive written as it is read: each file is stored as it is (PDFs and ZIPs gain nothing from
// compressing again), its CRC-32 computed while it streams and written after it in a data descriptor,
// so no file is held in memory and the archive's length is known before the first byte. Plain ZIP
// (no ZIP64): up to 65,535 files and 4 GiB, far above a content pack's 10 files of 25 MB.
import { crc32 } from 'node:zlib'

export type ZipEntry = {
  /** The name inside the archive (UTF-8). */
  name: string
  /** The file's exact size: the archive's length is computed from it, and a file of another size fails the stream. */
  size: number
  modified: Date
  /** The file's bytes, opened only when the archive reaches it; null when it is missing. */
  open: () => Promise<ReadableStream<Uint8Array> | null>
}

const LOCAL_HEADER = 30
const DATA_DESCRIPTOR = 16
const CENTRAL_HEADER = 46
const END_OF_CENTRAL_DIRECTORY = 22
const MAX_32 = 0xffff_ffff
/** Bit 3: sizes and CRC follow the data; bit 11: names are UTF-8. */
const FLAGS = 0x0008 | 0x0800
/** 2.0: what a reader needs for data descriptors (and stored files). */
const VERSION = 20

/** The archive's length in bytes for these entries. */
export function zipSize(entries: readonly Pick<ZipEntry, 'name' | 'size'>[]): number {
  let size = END_OF_CENTRAL_DIRECTORY
  for (const entry of entries) {
    const name = Buffer.byteLength(entry.name)
    size += LOCAL_HEADER + name + entry.size + DATA_DESCRIPTOR + CENTRAL_HEADER + name
  }
  if (entries.length > 0xffff || size > MAX_32) throw new Error('Too many or too large files for a ZIP archive without ZIP64.')
  return size
}

/** MS-DOS date and time, the resolution ZIP keeps (two seconds), in UTC. */
function dosDateTime(date: Date) {
  const year = Math.min(Math.max(date.getUTCFullYear(), 1980), 2107)
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | (date.getUTCSeconds() >> 1),
    date: ((year - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  }
}

function localHeader(name: Buffer, when: { time: number; date: number }) {
  const header = Buffer.alloc(LOCAL_HEADER)
  header.writeUInt32LE(0x04034b50, 0)
  header.writeUInt16LE(VERSION, 4)
  header.writeUInt16LE(FLAGS, 6)
  header.writeUInt16LE(0, 8) // stored
  header.writeUInt16LE(when.time, 10)
  header.writeUInt16LE(when.date, 12)
  // CRC-32 and sizes (14–25) stay zero: they are in the data descriptor. Name length, no extra field.
  header.writeUInt16LE(name.length, 26)
  return Buffer.concat([header, name])
}

function dataDescriptor(crc: number, size: number) {
  const descriptor = Buffer.alloc(DATA_DESCRIPTOR)
  descriptor.writeUInt32LE(0x08074b50, 0)
  descriptor.writeUInt32LE(crc, 4)
  descriptor.writeUInt32LE(size, 8)
  descriptor.writeUInt32LE(size, 12)
  return descriptor
}

function centralHeader(name: Buffer, when: { time: number; date: number }, crc: number, size: number, offset: number) {
  const header = Buffer.alloc(CENTRAL_HEADER)
  header.writeUInt32LE(0x02014b50, 0)
  header.writeUInt16LE(VERSION, 4) // made by: MS-DOS attributes (none)
  header.writeUInt16LE(VERSION, 6)
  header.writeUInt16LE(FLAGS, 8)
  header.writeUInt16LE(0, 10)
  header.writeUInt16LE(when.time, 12)
  header.writeUInt16LE(when.date, 14)
  header.writeUInt32LE(crc, 16)
  header.writeUInt32LE(size, 20)
  header.writeUInt32LE(size, 24)
  header.writeUInt16LE(name.length, 28)
  // Extra field, comment, disk number, attributes (30–41): none.
  header.writeUInt32LE(offset, 42)
  return Buffer.concat([header, name])
}

function endOfCentralDirectory(count: number, directorySize: number, directoryOffset: number) {
  const end = Buffer.alloc(END_OF_CENTRAL_DIRECTORY)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(count, 8)
  end.writeUInt16LE(count, 10)
  end.writeUInt32LE(directorySize, 12)
  end.writeUInt32LE(directoryOffset, 16)
  return end
}

/**
 * The bytes of one stored file, checked as they pass: a file that is missing, or longer or shorter
 * than `size`, fails the stream rather than send something else under its name. The file is opened
 * when the first chunk is asked for and closed when the reader stops early.
 */
export async function* checkedChunks(name: string, size: number, open: ZipEntry['open']): AsyncGenerator<Uint8Array, number> {
  const body = await open()
  if (!body) throw new Error(`${name} is missing from storage.`)
  const reader = body.getReader()
  let crc = 0
  let sent = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      sent += value.byteLength
      if (sent > size) break
      crc = crc32(value, crc)
      yield value
    }
  } finally {
    await reader.cancel().catch(() => {})
  }
  if (sent !== size) throw new Error(`${name} is not the size recorded for it (${size} bytes).`)
  return crc
}

/** The archive's bytes, file after file, then the central directory. */
export async function* zipChunks(entries: readonly ZipEntry[]): AsyncGenerator<Uint8Array> {
  zipSize(entries)
  const directory: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8')
    const when = dosDateTime(entry.modified)
    const header = localHeader(name, when)
    yield header
    const crc = yield* checkedChunks(entry.name, entry.size, entry.open)
    yield dataDescriptor(crc, entry.size)
    directory.push(centralHeader(name, when, crc, entry.size, offset))
    offset += header.length + entry.size + DATA_DESCRIPTOR
  }
  const central = Buffer.concat(directory)
  yield Buffer.concat([central, endOfCentralDirectory(entries.length, central.length, offset)])
}

/**
 * A web stream of the generator's chunks that runs it only as its reader asks (nothing is opened or
 * done for a body never read) and stops it, closing what it opened, when the reader cancels.
 */
export function streamOf(chunks: AsyncGenerator<Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await chunks.next()
        if (next.done) controller.close()
        else controller.enqueue(next.value)
      },
      async cancel() {
        await chunks.return(undefined)
      },
    },
    { highWaterMark: 0 },
  )
}

/** The archive of these files as a stream of exactly `zipSize(entries)` bytes; it fails when a file is missing or of another size. */
export function zipStream(entries: readonly ZipEntry[]): ReadableStream<Uint8Array> {
  return streamOf(zipChunks(entries))
}
