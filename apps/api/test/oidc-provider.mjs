// A real OpenID provider (the `oidc-provider` package) for tests: the API's openid-client talks
// to it exactly as it talks to Google. Its built-in development login page accepts any login;
// the login typed there becomes the account's email (verified unless it starts with
// "unverified"). Shared by the API tests and the browser journeys.
import Provider from 'oidc-provider'

/**
 * @param {{ port: number, redirectUris: string[], clientId?: string, clientSecret?: string }} options
 */
export async function startOidcProvider({
  port,
  redirectUris,
  clientId = 'designer-test',
  clientSecret = 'designer-test-secret',
}) {
  const issuer = `http://127.0.0.1:${port}`
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['designer-test-cookie-key'] },
    async findAccount(_ctx, id) {
      const email = id.includes('@') ? id.toLowerCase() : `${id}@example.com`
      return {
        accountId: id,
        async claims() {
          return {
            sub: id,
            email,
            email_verified: !email.startsWith('unverified'),
            name: email
              .split('@')[0]
              .replace(/[._-]/g, ' ')
              .replace(/\b\w/g, (c) => c.toUpperCase()),
          }
        },
      }
    },
  })
  // Development login pages print a warning per request; the tests do not need it.
  provider.on('server_error', (_ctx, err) => console.error('oidc-provider:', err))
  const server = provider.listen(port, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  }
}
