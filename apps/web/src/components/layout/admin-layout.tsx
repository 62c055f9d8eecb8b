import { useTranslation } from 'react-i18next'
import { Outlet } from 'react-router'
import { EmailVerificationBanner } from '@/components/email-verification'
import { SidebarInset, SidebarProvider } from '@/components/ui/sidebar'
import { AppSidebar } from './app-sidebar'
import { TopBar } from './top-bar'

/** The admin shell: sidebar, top bar, and the page in the main landmark. */
export function AdminLayout() {
  const { t } = useTranslation()
  return (
    <SidebarProvider>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2 focus:font-medium focus:text-sm focus:shadow-md focus:outline-none focus:ring-[3px] focus:ring-ring/50"
      >
        {t('common.skipToContent')}
      </a>
      <AppSidebar />
      <SidebarInset className="min-h-[calc(var(--vh)*100)]">
        <TopBar />
        <EmailVerificationBanner />
        <main
          id="main"
          tabIndex={-1}
          className="flex flex-1 flex-col bg-muted/30 p-4 outline-none sm:p-6 lg:p-8"
        >
          <Outlet />
        </main>
      </SidebarInset>
    </SidebarProvider>
  )
}
