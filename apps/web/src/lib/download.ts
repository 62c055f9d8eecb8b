import { API_BASE_PATH, COMPANY_HEADER, GENERIC_ERROR_MESSAGE } from '@designer/contract'
import { ApiError, api } from './api'
import { session } from './session'

/**
 * Files the API answers (CSV exports) rather than JSON. `request` in ./api parses every answer
 * as JSON, so files go through here: the same bearer token and company header, one retry after
 * a refresh on a 401, the API's error shape on a failure.
 */
export async function fetchFile(path: string): Promise<{ blob: Blob; filename: string | null }> {
  const send = () => {
    const headers: Record<string, string> = {}
    const { accessToken, companyId } = session.get()
    if (accessToken) headers.authorization = `Bearer ${accessToken}`
    if (companyId) headers[COMPANY_HEADER] = companyId
    return fetch(`${API_BASE_PATH}${path}`, { headers, credentials: 'omit' })
  }
  let res = await send()
  if (res.status === 401) {
    await api.refresh()
    res = await send()
  }
  if (!res.ok) {
    let body: { message?: string; code?: string } = {}
    try {
      body = await res.json()
    } catch {
      // Not JSON.
    }
    throw new ApiError(
      res.status,
      body.code ?? 'internal_error',
      body.message ?? GENERIC_ERROR_MESSAGE,
    )
  }
  return { blob: await res.blob(), filename: filenameOf(res.headers.get('content-disposition')) }
}

/** The name a `Content-Disposition` header gives, if any. */
export function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null
  const encoded = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition)
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, ''))
    } catch {
      // Fall through to the plain name.
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition)
  return plain?.[1]?.trim() || null
}

/** Fetches a file and hands it to the browser as a download. */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const { blob, filename } = await fetchFile(path)
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename ?? fallbackName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
