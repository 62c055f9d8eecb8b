import { useEffect } from 'react'
import { Outlet, useLocation } from 'react-router'
import { LiveUpdates } from '@/components/layout/live-updates'
import { useDocumentTitleOfPage } from '@/lib/document-title'

/** Spec §2: navigation always scrolls to the top. */
function ScrollToTop() {
  const { pathname, search } = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location change is the trigger
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [pathname, search])
  return null
}

export function RootLayout() {
  useDocumentTitleOfPage()
  return (
    <>
      <ScrollToTop />
      <LiveUpdates />
      <Outlet />
    </>
  )
}
