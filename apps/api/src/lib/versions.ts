import { conflict } from './errors'

/**
 * Rows several people edit carry a version (designs, configurators, calendar events, quotes). An
 * edit names the version it was made on; one made on another answers 409 `conflict` with the
 * row's version now, so the client can offer to keep its work or load the other — nothing is
 * ever overwritten (docs/decisions/033-areas-versions-and-the-demo.md).
 */
export const staleVersion = (thing: string, currentVersion: number) =>
  conflict(`This ${thing} was changed elsewhere since you opened it`, { currentVersion })

/** Refuses, before any work, an edit made on another version than the row's. */
export function expectVersion(thing: string, current: number, sent: number) {
  if (current !== sent) throw staleVersion(thing, current)
}

/**
 * The write itself, as a compare-and-set: `write` changes (or deletes) the row only where its
 * version is the one sent, and returns what it touched. Nothing touched means another edit won
 * the race since the row was read: refused with the version `currentVersion` reads now.
 */
export async function versionedWrite<T>(
  thing: string,
  write: () => Promise<readonly T[]>,
  currentVersion: () => Promise<number> | number,
): Promise<T> {
  const [written] = await write()
  if (written === undefined) throw staleVersion(thing, await currentVersion())
  return written
}
