// Reads a ZIP archive the way unzip does, from its central directory, and checks every local header
// and data descriptor against it: names, sizes, the CRC-32 of the stored bytes, offsets, nothing left
// over. Throws on the first thing that does not match. Stored files only (what app/utils/zip.server.ts writes).
import { crc32 } from 'node:zlib'

export type ZipFile = { name: string; bytes: Buffer; crc: number; flags: number; time: number; date: number }

function check(condition: boolean, what: string) {
  if (!condition) throw new Error(`Not a valid archive: ${what}`)
}

export function readZip(zip: Buffer): ZipFile[] {
  const end = zip.length - 22
  check(end >= 0 && zip.readUInt32LE(end) === 0x06054b50, 'no end of central directory record at the end')
  const count = zip.readUInt16LE(end + 10)
  const directorySize = zip.readUInt32LE(end + 12)
  const directoryOffset = zip.readUInt32LE(end + 16)
  check(directoryOffset + directorySize === end, 'the central directory does not end where the end record starts')
  const files: ZipFile[] = []
  let at = directoryOffset
  let expectedOffset = 0
  for (let index = 0; index < count; index++) {
    check(zip.readUInt32LE(at) === 0x02014b50, `central header ${index} missing`)
    const flags = zip.readUInt16LE(at + 8)
    const method = zip.readUInt16LE(at + 10)
    const crc = zip.readUInt32LE(at + 16)
    const size = zip.readUInt32LE(at + 20)
    const nameLength = zip.readUInt16LE(at + 28)
    const offset = zip.readUInt32LE(at + 42)
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8')
    at += 46 + nameLength
    check(method === 0 && zip.readUInt32LE(at - 46 - nameLength + 24) === size, `${name}: not stored whole`)
    check(offset === expectedOffset, `${name}: local header not right after the previous file`)
    check(zip.readUInt32LE(offset) === 0x04034b50, `${name}: local header missing`)
    check(zip.readUInt16LE(offset + 6) === flags && zip.readUInt16LE(offset + 26) === nameLength, `${name}: local header differs`)
    check(zip.subarray(offset + 30, offset + 30 + nameLength).toString('utf8') === name, `${name}: local name differs`)
    const start = offset + 30 + nameLength
    const bytes = zip.subarray(start, start + size)
    check(crc32(bytes) === crc, `${name}: CRC-32 does not match the bytes`)
    check(zip.readUInt32LE(start + size) === 0x08074b50, `${name}: data descriptor missing`)
    check(
      zip.readUInt32LE(start + size + 4) === crc &&
        zip.readUInt32LE(start + size + 8) === size &&
        zip.readUInt32LE(start + size + 12) === size,
      `${name}: data descriptor differs`,
    )
    expectedOffset = start + size + 16
    files.push({ name, bytes, crc, flags, time: zip.readUInt16LE(offset + 10), date: zip.readUInt16LE(offset + 12) })
  }
  check(at === end, 'bytes left over in the central directory')
  check(expectedOffset === directoryOffset, 'bytes left over between the files and the central directory')
  return files
}
