import { unzipSync } from 'fflate'

/**
 * Readers of the 3D files for the API's tests, apart from the code that writes them: a zip's
 * local headers read byte by byte (where USDZ's rules live), and another zip reader.
 */

export type ZipEntry = {
  name: string
  /** 0 stored, 8 deflated. */
  method: number
  /** Where the file's data starts in the archive. */
  dataAt: number
  data: Uint8Array
  extraLength: number
}

/** Every file of a zip in archive order, from the local file headers (APPNOTE 4.3.7). */
export function zipEntries(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const entries: ZipEntry[] = []
  let at = 0
  while (at + 30 <= bytes.length && view.getUint32(at, true) === 0x04034b50) {
    const method = view.getUint16(at + 8, true)
    const size = view.getUint32(at + 18, true)
    const nameLength = view.getUint16(at + 26, true)
    const extraLength = view.getUint16(at + 28, true)
    const name = new TextDecoder().decode(bytes.subarray(at + 30, at + 30 + nameLength))
    const dataAt = at + 30 + nameLength + extraLength
    entries.push({ name, method, dataAt, data: bytes.subarray(dataAt, dataAt + size), extraLength })
    at = dataAt + size
  }
  // What follows the files is the central directory.
  if (view.getUint32(at, true) !== 0x02014b50) throw new Error(`no central directory at ${at}`)
  return entries
}

/** The same files through fflate, a zip reader of its own, by name. */
export const unzipped = (bytes: Uint8Array) => unzipSync(bytes)
