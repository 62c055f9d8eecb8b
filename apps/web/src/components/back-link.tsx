import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, type To } from 'react-router'

/** The quiet link above a page's title back to the list it was opened from. */
export function BackLink({ to, children }: { to: To; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex w-fit items-center gap-1.5 rounded-sm text-muted-foreground text-sm outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  )
}
