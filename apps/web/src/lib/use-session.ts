import { useSyncExternalStore } from 'react'
import { type SessionState, session } from './session'

/** The session for React: re-renders when it changes. */
export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get, session.get)
}
