import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { LanguageSwitcher } from '@/components/language-switcher'
import { LogoMark } from '@/components/logo'
import { href } from '@/lib/routes'

/** The frame of every sign-in page: the brand on one side, the form on the other. */
export function AuthLayout({
  title,
  description,
  children,
  footer,
}: {
  title: string
  description?: ReactNode
  children: ReactNode
  footer?: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <div className="grid min-h-[calc(var(--vh)*100)] lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <aside className="relative hidden flex-col justify-between overflow-hidden bg-primary p-10 text-primary-foreground lg:flex">
        <div
          aria-hidden
          className="pointer-events-none absolute -right-24 -bottom-24 size-96 rounded-full bg-white/10 blur-3xl"
        />
        <Link to={href('home')} className="flex items-center gap-2 font-semibold text-lg">
          <LogoMark className="size-8 [&_rect]:fill-white/15" />
          {t('common.appName')}
        </Link>
        <blockquote className="relative max-w-md space-y-4">
          <p className="text-balance font-medium text-2xl leading-snug">{t('auth.layout.quote')}</p>
          <footer className="text-primary-foreground/90 text-sm">
            {t('auth.layout.quoteAuthor')}
          </footer>
        </blockquote>
      </aside>
      <main className="flex flex-col">
        <div className="flex items-center justify-between p-4 sm:p-6">
          <Link to={href('home')} className="flex items-center gap-2 font-semibold lg:invisible">
            <LogoMark className="size-7" />
            {t('common.appName')}
          </Link>
          <LanguageSwitcher />
        </div>
        <div className="flex flex-1 items-center justify-center px-4 pb-16 sm:px-6">
          <div className="w-full max-w-sm space-y-6">
            <div className="space-y-2">
              <h1 className="font-semibold text-2xl tracking-tight">{title}</h1>
              {description && <p className="text-muted-foreground text-sm">{description}</p>}
            </div>
            {children}
            {footer && <div className="text-center text-muted-foreground text-sm">{footer}</div>}
          </div>
        </div>
      </main>
    </div>
  )
}
