import {
  type PendingInvite,
  type Session,
  STORAGE_KEYS,
  type Tokens,
  type User,
} from '@designer/contract'
import { storage } from './storage'

/**
 * The session, in plain TypeScript so the request helper, the guard and React share one
 * truth. The access token lives in memory only; the refresh token in localStorage under
 * `refresh_token`; the selected company under `company` (spec §3).
 */
export type SessionState = {
  status: 'initialising' | 'authenticated' | 'anonymous'
  user: User | null
  accessToken: string | null
  pendingInvites: PendingInvite[]
  companyId: string | null
}

type Listener = () => void

function createSessionStore() {
  let state: SessionState = {
    status: 'initialising',
    user: null,
    accessToken: null,
    pendingInvites: [],
    companyId: storage.get(STORAGE_KEYS.company),
  }
  const listeners = new Set<Listener>()
  const set = (patch: Partial<SessionState>) => {
    state = { ...state, ...patch }
    for (const listener of listeners) listener()
  }

  return {
    get: () => state,
    subscribe(listener: Listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    refreshToken: () => storage.get(STORAGE_KEYS.refreshToken),

    setTokens(tokens: Tokens) {
      storage.set(STORAGE_KEYS.refreshToken, tokens.refresh_token)
      set({ accessToken: tokens.access_token })
    },

    /** After login, registration or third-party sign-in. */
    start(session: Session) {
      storage.set(STORAGE_KEYS.refreshToken, session.refresh_token)
      // Spec §4: the company is selected at login when the user has exactly one.
      let companyId = state.companyId
      if (session.user.companyIds.length === 1) companyId = session.user.companyIds[0]!
      else if (companyId && !session.user.companyIds.includes(companyId)) companyId = null
      storage.set(STORAGE_KEYS.company, companyId)
      set({
        status: 'authenticated',
        accessToken: session.access_token,
        user: session.user,
        pendingInvites: session.pendingInvites,
        companyId,
      })
    },

    setUser(user: User) {
      let companyId = state.companyId
      if (companyId && !user.companyIds.includes(companyId)) companyId = null
      if (!companyId && user.companyIds.length === 1) companyId = user.companyIds[0]!
      storage.set(STORAGE_KEYS.company, companyId)
      set({ status: 'authenticated', user, companyId })
    },

    setPendingInvites(pendingInvites: PendingInvite[]) {
      set({ pendingInvites })
    },

    selectCompany(companyId: string | null) {
      storage.set(STORAGE_KEYS.company, companyId)
      set({ companyId })
    },

    /**
     * Logout, failed refresh or verify, account deletion, a 401 from the helper (spec §4).
     * The selected company is forgotten only on logout and account deletion, so a person whose
     * session expired finds their company again after signing back in.
     */
    clear({ forgetCompany = false }: { forgetCompany?: boolean } = {}) {
      storage.set(STORAGE_KEYS.refreshToken, null)
      if (forgetCompany) storage.set(STORAGE_KEYS.company, null)
      set({
        status: 'anonymous',
        user: null,
        accessToken: null,
        pendingInvites: [],
        companyId: forgetCompany ? null : state.companyId,
      })
    },

    markAnonymous() {
      set({ status: 'anonymous' })
    },
  }
}

export const session = createSessionStore()
export type SessionStore = typeof session
export { createSessionStore }
