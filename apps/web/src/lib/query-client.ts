import { QueryClient } from '@tanstack/react-query'
import { ApiError } from './api'

/**
 * One retry for what may pass on a second try (the network, a 5xx); none for the server's
 * considered answers (4xx): a missing design stays missing, and the page says so at once.
 */
export function shouldRetry(failures: number, error: unknown): boolean {
  return !(error instanceof ApiError && error.status < 500) && failures < 1
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: true },
  },
})
