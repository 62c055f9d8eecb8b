import type { DesignType, PictureStatus } from '@designer/contract'
import { Box, type LucideIcon, Puzzle } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/utils'

/**
 * A design's picture: its thumbnail when it has one; while the server renders it, a softly
 * pulsing frame saying so (it is replaced by the picture when the list hears it is ready); else
 * a drawn placeholder with the type's icon and an optional caption (the object count).
 * Decorative: the design's name is always written beside it. Shared by the designs pages, the
 * views list and the dashboard.
 */
export function DesignThumbnail({
  url,
  type,
  status,
  icon,
  caption,
  className,
  compact = false,
}: {
  url: string | null
  type: DesignType
  /** The server's word on the picture; `rendering` shows that it is coming. */
  status?: PictureStatus
  /** The placeholder's icon, when not the type's (a saved view's camera). */
  icon?: LucideIcon
  caption?: string
  className?: string
  /** A small square, as in a table row: the icon only. */
  compact?: boolean
}) {
  const { t } = useTranslation()
  // A thumbnail that fails to load (deleted meanwhile) falls back to the placeholder.
  const [failed, setFailed] = useState<string | null>(null)
  const Icon = icon ?? (type === 'component' ? Puzzle : Box)
  const showImage = url !== null && failed !== url
  const rendering = !showImage && status === 'rendering'
  return (
    <div
      data-slot="design-thumbnail"
      data-status={showImage ? 'ready' : rendering ? 'rendering' : 'none'}
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
      ) : rendering ? (
        <>
          <div className="absolute inset-0 animate-pulse bg-muted-foreground/15 motion-reduce:animate-none" />
          {compact ? (
            <Spinner className="relative" />
          ) : (
            // The words only where they fit on one line; a small frame only turns.
            <span className="@container relative flex w-full justify-center px-2">
              <span className="inline-flex items-center gap-1.5 whitespace-nowrap rounded-full @min-[9rem]:border @min-[9rem]:bg-background/85 @min-[9rem]:px-2 py-1 font-medium text-xs @min-[9rem]:shadow-xs">
                <Spinner className="size-3.5" />
                <span className="hidden @min-[9rem]:inline">{t('common.picture.rendering')}</span>
              </span>
            </span>
          )}
        </>
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
