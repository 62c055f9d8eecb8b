import { crc32 } from 'node:zlib'

/** Where each file's data must start in a USDZ package, so it can be read in place. */
export const USDZ_ALIGNMENT = 64
/** The extra field that pads a local header to the alignment (the id Pixar's usdzip uses). */
const PADDING_ID = 0x1986

/**
 * A zip as USDZ requires one (the Universal Scene Description's package rules): every file
 * stored, never compressed, its data starting at a multiple of 64 bytes, padded with an extra
 * field in its local header; files in the order given, the first being the root layer.
 */
export function storedZip(files: { name: string; data: Uint8Array }[]): Uint8Array {
  const chunks: Uint8Array[] = []
  const central: Uint8Array[] = []
  let offset = 0
  // 1980-01-01 00:00 in DOS time: the files carry no date, so the same input gives the same bytes.
  const dosTime = 0
  const dosDate = (1 << 5) | 1
  for (const file of files) {
    const name = new TextEncoder().encode(file.name)
    const crc = crc32(file.data)
    let pad = (USDZ_ALIGNMENT - ((offset + 30 + name.length) % USDZ_ALIGNMENT)) % USDZ_ALIGNMENT
    // An extra field is at least its 4-byte header.
    if (pad > 0 && pad < 4) pad += USDZ_ALIGNMENT
    const header = new Uint8Array(30 + name.length + pad)
    const h = new DataView(header.buffer)
    h.setUint32(0, 0x04034b50, true)
    h.setUint16(4, 20, true) // version needed: 2.0
    h.setUint16(6, 0, true) // flags
    h.setUint16(8, 0, true) // method: stored
    h.setUint16(10, dosTime, true)
    h.setUint16(12, dosDate, true)
    h.setUint32(14, crc, true)
    h.setUint32(18, file.data.length, true)
    h.setUint32(22, file.data.length, true)
    h.setUint16(26, name.length, true)
    h.setUint16(28, pad, true)
    header.set(name, 30)
    if (pad) {
      h.setUint16(30 + name.length, PADDING_ID, true)
      h.setUint16(32 + name.length, pad - 4, true)
    }
    const entry = new Uint8Array(46 + name.length)
    const c = new DataView(entry.buffer)
    c.setUint32(0, 0x02014b50, true)
    c.setUint16(4, 20, true) // made by
    c.setUint16(6, 20, true) // needed
    c.setUint16(8, 0, true)
    c.setUint16(10, 0, true)
    c.setUint16(12, dosTime, true)
    c.setUint16(14, dosDate, true)
    c.setUint32(16, crc, true)
    c.setUint32(20, file.data.length, true)
    c.setUint32(24, file.data.length, true)
    c.setUint16(28, name.length, true)
    // Extra, comment, disk, internal and external attributes: none.
    c.setUint32(42, offset, true)
    entry.set(name, 46)
    central.push(entry)
    chunks.push(header, file.data)
    offset += header.length + file.data.length
  }
  const centralSize = central.reduce((n, e) => n + e.length, 0)
  const end = new Uint8Array(22)
  const e = new DataView(end.buffer)
  e.setUint32(0, 0x06054b50, true)
  e.setUint16(8, files.length, true)
  e.setUint16(10, files.length, true)
  e.setUint32(12, centralSize, true)
  e.setUint32(16, offset, true)
  const out = new Uint8Array(offset + centralSize + end.length)
  let at = 0
  for (const chunk of [...chunks, ...central, end]) {
    out.set(chunk, at)
    at += chunk.length
  }
  return out
}
