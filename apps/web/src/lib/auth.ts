import type {
  Locale,
  LoginInput,
  PendingInvite,
  RegisterInput,
  Session,
  User,
} from '@designer/contract'
import { type ApiClient, ApiError, api as defaultApi } from './api'
import { changeLocale, i18next } from './i18n'
import { session as defaultSession, type SessionStore } from './session'

/** The interface's language, as auth sees it: one setting with the account's when signed in. */
export type InterfaceLanguage = { current(): string; apply(locale: Locale): Promise<void> }
const interfaceLanguage: InterfaceLanguage = {
  current: () => i18next.language,
  apply: changeLocale,
}

export const UNABLE_TO_DELETE = 'Unable to determine user to delete'
/** How long a successful token check is trusted before the guard asks the server again. */
const VERIFY_TTL_MS = 60_000

/** Sign-in, sign-out and the account, on top of the request helper and the session store. */
export function createAuth(
  api: ApiClient,
  session: SessionStore,
  now: () => number = Date.now,
  language: InterfaceLanguage = interfaceLanguage,
) {
  let verifiedAt = 0

  /** Signed in, the interface speaks the account's language: the one its mails use too. */
  async function followAccountLanguage(user: User) {
    if (user.locale !== language.current()) await language.apply(user.locale)
  }

  async function verify(): Promise<User> {
    const user = await api.request<User>('GET', '/auth/verify')
    if (!user) throw new Error('no user')
    session.setUser(user)
    verifiedAt = now()
    await followAccountLanguage(user)
    return user
  }

  /**
   * The invitations waiting for the user, for the guard (spec §4). Login answers them itself;
   * a restored or third-party session asks. A failure keeps the user signed in without them.
   */
  async function loadPendingInvites() {
    try {
      const invites = await api.request<PendingInvite[]>('GET', '/invites')
      session.setPendingInvites(invites ?? [])
    } catch {
      // The next sign-in will tell; signing in matters more.
    }
  }

  return {
    /** Startup (spec §4): a stored refresh token becomes a session, or the visitor is anonymous. */
    async init() {
      if (!session.refreshToken()) {
        session.markAnonymous()
        return
      }
      try {
        await api.refresh()
        await verify()
      } catch {
        session.clear()
        return
      }
      await loadPendingInvites()
    },

    async login(input: LoginInput): Promise<Session> {
      try {
        const result = await api.request<Session>('POST', '/auth/login', input, { auth: false })
        session.start(result!)
        verifiedAt = now()
        await followAccountLanguage(result!.user)
        return result!
      } catch (err) {
        // Spec §8: login errors are logged and re-thrown.
        console.warn('login failed', err instanceof ApiError ? err.code : err)
        throw err
      }
    },

    async register(input: RegisterInput, invite?: string): Promise<Session> {
      const query = invite ? `?invite=${encodeURIComponent(invite)}` : ''
      const result = await api.request<Session>('POST', `/auth/register${query}`, input, {
        auth: false,
      })
      session.start(result!)
      verifiedAt = now()
      return result!
    },

    /** After third-party sign-in: the tokens arrive in the callback URL's fragment. */
    async completeExternalSignIn(tokens: { access_token: string; refresh_token: string }) {
      session.setTokens(tokens)
      await verify()
      await loadPendingInvites()
    },

    async logout() {
      const refreshToken = session.refreshToken()
      try {
        await api.request('POST', '/auth/logout', { refresh_token: refreshToken ?? undefined })
      } catch {
        // Signing out locally matters more than telling the server.
      }
      session.clear({ forgetCompany: true })
      verifiedAt = 0
    },

    /** The guard's token check: the server's word, at most once a minute. */
    async checkToken(): Promise<boolean> {
      const state = session.get()
      if (state.status !== 'authenticated') return false
      if (state.user && now() - verifiedAt < VERIFY_TTL_MS) return true
      try {
        await verify()
        return true
      } catch {
        session.clear()
        return false
      }
    },

    async loadProfile(): Promise<User> {
      const result = await api.request<{ user: User }>('GET', '/auth/profile')
      session.setUser(result!.user)
      return result!.user
    },

    async deleteAccount() {
      let id = session.get().user?.id
      if (!id) {
        try {
          id = (await this.loadProfile()).id
        } catch {
          id = undefined
        }
      }
      if (!id) throw new Error(UNABLE_TO_DELETE)
      try {
        await api.request('DELETE', `/users/${id}`)
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) session.clear({ forgetCompany: true })
        throw err
      }
      session.clear({ forgetCompany: true })
    },

    /**
     * The language switcher: the interface changes at once, and when signed in the account's
     * language with it (mails follow), so there is one setting, not two that disagree.
     */
    async changeLanguage(locale: Locale) {
      await language.apply(locale)
      if (session.get().status !== 'authenticated') return
      const result = await api.request<{ user: User }>('PUT', '/auth/locale', { locale })
      if (result) session.setUser(result.user)
    },

    /** Third-party sign-in is a full-page redirect (spec §7). */
    googleSignInUrl(origin: string = window.location.origin) {
      return `/v1/auth/google?state=${encodeURIComponent(`${origin}/admin`)}`
    },
  }
}

export const auth = createAuth(defaultApi, defaultSession)
