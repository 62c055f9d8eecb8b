import * as client from 'openid-client'
import type { Config } from '../../config'
import type { Identity } from './identities'

export type OidcClient = {
  authorizationUrl(input: { state: string; nonce: string; codeVerifier: string }): Promise<string>
  /** Exchanges the callback's code (with the PKCE verifier and the nonce) for the person's identity. */
  identity(
    callbackUrl: URL,
    input: { state: string; nonce: string; codeVerifier: string },
  ): Promise<Identity>
}

/**
 * An OpenID Connect authorization-code flow with PKCE through `openid-client`. The issuer's
 * metadata is discovered once, on first use, so a provider that is briefly down does not stop
 * the server from starting.
 */
export function createOidcClient(
  oidc: NonNullable<Config['oidc']>,
  redirectUri: string,
): OidcClient {
  let configuration: Promise<client.Configuration> | undefined
  const discover = () => {
    configuration ??= client
      .discovery(
        new URL(oidc.issuer),
        oidc.clientId,
        oidc.clientSecret,
        undefined,
        oidc.allowInsecure ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((err) => {
        configuration = undefined
        throw err
      })
    return configuration
  }
  const provider = new URL(oidc.issuer).hostname === 'accounts.google.com' ? 'google' : oidc.issuer

  return {
    async authorizationUrl({ state, nonce, codeVerifier }) {
      const config = await discover()
      return client
        .buildAuthorizationUrl(config, {
          redirect_uri: redirectUri,
          scope: 'openid email profile',
          code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
          code_challenge_method: 'S256',
          state,
          nonce,
        })
        .toString()
    },
    async identity(callbackUrl, { state, nonce, codeVerifier }) {
      const config = await discover()
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: codeVerifier,
        expectedState: state,
        expectedNonce: nonce,
      })
      const claims = tokens.claims()
      if (!claims) throw new Error('the provider returned no ID token')
      let profile: Record<string, unknown> = claims
      if (typeof claims.email !== 'string') {
        profile = {
          ...(await client.fetchUserInfo(config, tokens.access_token, claims.sub)),
          ...claims,
        }
      }
      const email = typeof profile.email === 'string' ? profile.email : ''
      return {
        provider,
        subject: claims.sub,
        email,
        emailVerified: email !== '' && profile.email_verified === true,
        name: typeof profile.name === 'string' ? profile.name : '',
        picture: typeof profile.picture === 'string' ? profile.picture : null,
      }
    },
  }
}

export { client as openidClient }
