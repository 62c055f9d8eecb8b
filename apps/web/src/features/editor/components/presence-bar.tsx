import { useTranslation } from 'react-i18next'
import { LiveStatus } from '@/components/layout/live-updates'
import { Avatar, AvatarFallback } from '@/components/ui/avatar'
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip'
import { cn } from '@/lib/utils'
import type { Peer } from '../core/presence'

const SHOWN = 4

/**
 * Who else is in the design: an avatar per person in their colour (the colour their selection
 * has in the view and the outliner). Clicking one follows their camera; clicking again stops.
 */
export function PresenceBar({
  peers,
  following,
  onFollow,
  compact = false,
}: {
  peers: Peer[]
  following: string | null
  onFollow(connectionId: string | null): void
  /** On phones: over the view, the avatars alone (the top bar has no room). */
  compact?: boolean
}) {
  const { t } = useTranslation()
  const extra = peers.length - SHOWN
  const id = compact ? 'presence-compact' : 'presence'
  return (
    <div className="flex items-center gap-2" data-testid={id}>
      <LiveStatus />
      {peers.length > 0 && (
        <ul className="-space-x-1.5 flex items-center" aria-label={t('editor.presence.label')}>
          {peers.slice(0, SHOWN).map((peer) => {
            const followed = following === peer.connectionId
            const label = followed
              ? t('editor.presence.stopFollowing', { name: peer.user.name })
              : peer.camera
                ? t('editor.presence.follow', { name: peer.user.name })
                : peer.user.name
            return (
              <li key={peer.connectionId}>
                <Tooltip>
                  <TooltipTrigger asChild>
                    <button
                      type="button"
                      className={cn(
                        'block rounded-full outline-none ring-2 ring-background transition-transform hover:z-10 hover:scale-110 focus-visible:z-10 focus-visible:ring-ring',
                        followed && 'ring-offset-1',
                      )}
                      style={followed ? { boxShadow: `0 0 0 2px ${peer.color}` } : undefined}
                      aria-label={label}
                      aria-pressed={followed}
                      disabled={!peer.camera && !followed}
                      onClick={() => onFollow(followed ? null : peer.connectionId)}
                      data-testid={`${id}-avatar`}
                      data-name={peer.user.name}
                    >
                      <Avatar className="size-7">
                        <AvatarFallback
                          name={peer.user.name}
                          className="font-semibold text-[11px] text-white"
                          style={{ backgroundColor: peer.color }}
                        />
                      </Avatar>
                    </button>
                  </TooltipTrigger>
                  <TooltipContent>{label}</TooltipContent>
                </Tooltip>
              </li>
            )
          })}
          {extra > 0 && (
            <li className="flex size-7 items-center justify-center rounded-full bg-muted font-medium text-[11px] text-muted-foreground ring-2 ring-background">
              +{extra}
            </li>
          )}
        </ul>
      )}
    </div>
  )
}
