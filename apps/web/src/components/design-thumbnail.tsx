import type { DesignType } from '@designer/contract'
import { Box, Puzzle } from 'lucide-react'
import { useState } from 'react'
import { cn } from '@/lib/utils'

/**
 * A design's picture: its thumbnail when it has one, else a drawn placeholder with the type's
 * icon and an optional caption (the object count). Decorative: the design's name is always
 * written beside it. Shared by the designs pages and the dashboard.
 */
export function DesignThumbnail({
  url,
  type,
  caption,
  className,
  compact = false,
}: {
  url: string | null
  type: DesignType
  caption?: string
  className?: string
  /** A small square, as in a table row: the icon only. */
  compact?: boolean
}) {
  // A thumbnail that fails to load (deleted meanwhile) falls back to the placeholder.
  const [failed, setFailed] = useState<string | null>(null)
  const Icon = type === 'component' ? Puzzle : Box
  const showImage = url !== null && failed !== url
  return (
    <div
      data-slot="design-thumbnail"
      aria-hidden="true"
      className={cn(
        'relative flex items-center justify-center overflow-hidden bg-linear-to-br from-muted/70 to-muted text-muted-foreground',
        className,
      )}
    >
      {showImage ? (
        <img
          src={url}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
          onError={() => setFailed(url)}
        />
      ) : (
        <>
          {/* A faint drafting grid, so the empty frame reads as a design surface. */}
          {!compact && (
            <div className="absolute inset-0 bg-[length:16px_16px] bg-[radial-gradient(circle,color-mix(in_oklab,var(--muted-foreground)_22%,transparent)_1px,transparent_1px)]" />
          )}
          {compact ? (
            <Icon className="relative size-4" />
          ) : (
            <div className="relative flex flex-col items-center gap-2">
              <span
                className={cn(
                  'flex size-11 items-center justify-center rounded-xl border bg-background/80 shadow-xs',
                  type === 'component' ? 'text-[oklch(0.55_0.13_300)]' : 'text-primary',
                )}
              >
                <Icon className="size-5" />
              </span>
              {caption && <span className="font-medium text-xs tabular-nums">{caption}</span>}
            </div>
          )}
        </>
      )}
    </div>
  )
}
