import { createHash, createSecretKey, randomBytes } from 'node:crypto'
import { errors, jwtVerify, SignJWT } from 'jose'

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60

export type AccessClaims = { userId: string; sessionId: string }

/** Access tokens: HS256 JWTs whose key is imported once, not per request. */
export function createAccessTokens(secret: string, issuer: string) {
  const key = createSecretKey(Buffer.from(secret, 'utf8'))
  return {
    async sign(claims: AccessClaims, now: Date): Promise<string> {
      const iat = Math.floor(now.getTime() / 1000)
      return new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(issuer)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key)
    },
    /** The claims of a valid token, or null for anything else (expired, forged, malformed). */
    async verify(token: string, now: Date): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer,
          algorithms: ['HS256'],
          currentDate: now,
        })
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null
        return { userId: payload.sub, sessionId: payload.sid }
      } catch (err) {
        if (err instanceof errors.JOSEError) return null
        throw err
      }
    },
  }
}
export type AccessTokens = ReturnType<typeof createAccessTokens>

/** An opaque secret of 256 bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Opaque tokens are stored only as this hash; a database leak gives no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}
