import { hash, verify } from '@node-rs/argon2'
import { dictionary } from '@zxcvbn-ts/language-common'

// OWASP's first argon2id configuration: 19 MiB of memory, two passes, one lane.
const ARGON2_OPTIONS = {
  // Algorithm.Argon2id; the enum is a const enum that isolated modules cannot import.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS)
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password)
  } catch {
    return false
  }
}

/**
 * A hash of a password nobody has, verified when an email is unknown so that a failed
 * sign-in takes as long whether or not the account exists.
 */
let dummyHash: Promise<string> | undefined
export function verifyAgainstDummy(password: string): Promise<boolean> {
  dummyHash ??= hashPassword('not-a-real-password-just-for-timing')
  return dummyHash.then((h) => verifyPassword(h, password))
}

// The 49,000 most common passwords of zxcvbn's list; those shorter than our minimum are
// refused by length already.
const COMMON = new Set(dictionary['passwords-common'].filter((p) => p.length >= 8))

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase())
}
