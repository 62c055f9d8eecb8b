import type { ReactNode } from 'react'
import { LanguageSelect } from './language-select'

/** The studio's logo (or its initial) and name, the product's name as the page's heading. */
export function PageHeader({
  company,
  logoUrl,
  title,
}: {
  company: string
  logoUrl: string | null
  /** The configurator's name: the page's one h1. */
  title?: ReactNode
}) {
  return (
    <header className="sticky top-0 z-30 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 lg:px-6">
        {logoUrl ? (
          <img
            src={logoUrl}
            alt=""
            className="size-10 shrink-0 rounded-lg border bg-background object-contain p-0.5"
          />
        ) : (
          <span
            aria-hidden="true"
            className="grid size-10 shrink-0 place-items-center rounded-lg bg-foreground font-semibold text-background text-lg"
          >
            {company.trim().charAt(0).toUpperCase()}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <p className="truncate text-muted-foreground text-xs leading-tight sm:text-sm">
            {company}
          </p>
          {title && (
            <h1 className="truncate font-semibold text-base leading-tight tracking-tight sm:text-lg">
              {title}
            </h1>
          )}
        </div>
        <LanguageSelect />
      </div>
    </header>
  )
}
