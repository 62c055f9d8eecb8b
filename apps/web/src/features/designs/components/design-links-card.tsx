import type { DesignType } from '@designer/contract'
import { Box, ChevronRight, Puzzle } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { href } from '@/lib/routes'

export type DesignLink = { id: string; name: string | undefined; type: DesignType; note?: string }

/**
 * A card listing designs as links: the components a design places, or where a component is
 * used.
 */
export function DesignLinksCard({
  title,
  description,
  links,
  empty,
  loading = false,
  testId,
}: {
  title: string
  description?: string
  links: DesignLink[]
  empty: ReactNode
  loading?: boolean
  testId?: string
}) {
  return (
    <Card className="gap-4" data-testid={testId}>
      <CardHeader>
        <CardTitle>
          <h2>{title}</h2>
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>
        {loading ? (
          <div className="space-y-2" aria-hidden="true">
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-9 w-4/5" />
          </div>
        ) : links.length === 0 ? (
          <p className="text-muted-foreground text-sm">{empty}</p>
        ) : (
          <ul className="-mx-2">
            {links.map((link) => {
              const Icon = link.type === 'component' ? Puzzle : Box
              return (
                <li key={link.id}>
                  <Link
                    to={href('admin.designs.show', { designId: link.id })}
                    className="group flex items-center gap-3 rounded-md px-2 py-2 text-sm outline-none transition-colors hover:bg-muted/60 focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground">
                      <Icon aria-hidden="true" className="size-4" />
                    </span>
                    <span className="min-w-0 flex-1 truncate font-medium">{link.name ?? '…'}</span>
                    {link.note && (
                      <span className="shrink-0 text-muted-foreground text-xs tabular-nums">
                        {link.note}
                      </span>
                    )}
                    <ChevronRight
                      aria-hidden="true"
                      className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
                    />
                  </Link>
                </li>
              )
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
