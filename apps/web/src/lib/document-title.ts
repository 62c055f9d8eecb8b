import { useEffect, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useMatches } from 'react-router'
import { useCurrentCompany } from './current-company'
import { type RouteName, routes } from './routes'

/**
 * The browser tab's title says where one is (WCAG 2.4.2), in the person's language: the page ·
 * the company · the product — `Customers · Demo Studio · Designer`. Every route of the table is
 * named by `pages.titles.<route>`; a page about one thing (a design, a customer) names it
 * instead with `useDocumentTitle(design.name)`. Pages outside a company (signing in, choosing a
 * company, one's own profile) leave the company out: `Sign in · Designer`.
 */

/** What the open page is about, when it says so; one page is open at a time. */
let subject: string | undefined
const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const setSubject = (next: string | undefined) => {
  if (next === subject) return
  subject = next
  for (const listener of listeners) listener()
}

/**
 * Names the page after what it shows, for as long as the page is open. Nothing (while the
 * thing loads, or when it is not found) leaves the route's own name.
 */
export function useDocumentTitle(name: string | undefined) {
  const trimmed = name?.trim() || undefined
  useEffect(() => {
    setSubject(trimmed)
    return () => setSubject(undefined)
  }, [trimmed])
}

const isRouteName = (id: string | undefined): id is RouteName => id !== undefined && id in routes

/** The open route's name from the route table (route ids are its names), in words. */
export function useRouteTitle(): { route: RouteName | undefined; title: string | undefined } {
  const { t } = useTranslation()
  const { search } = useLocation()
  const id = useMatches().at(-1)?.id
  if (!isRouteName(id)) return { route: undefined, title: undefined }
  // Designs and Components share a route: the list of components is named as the sidebar does.
  if (id === 'admin.designs' && new URLSearchParams(search).get('type') === 'component') {
    return { route: id, title: t('shell.nav.components') }
  }
  if (id === 'admin.designs.create' && new URLSearchParams(search).get('type') === 'component') {
    return { route: id, title: t('designs.create.titleComponent') }
  }
  return { route: id, title: t(`pages.titles.${id.replaceAll('.', '_')}`) }
}

/** Keeps `document.title` in step with the open page; the root layout calls it once. */
export function useDocumentTitleOfPage() {
  const { t } = useTranslation()
  const { route, title } = useRouteTitle()
  const named = useSyncExternalStore(subscribe, () => subject)
  const inCompany = route !== undefined && routes[route].access === 'company'
  const { data: company } = useCurrentCompany({ enabled: inCompany })
  const text = [named ?? title, inCompany ? company?.name : undefined, t('common.appName')]
    .filter(Boolean)
    .join(' · ')
  useEffect(() => {
    document.title = text
  }, [text])
}
