import type { DesignRef } from '@designer/contract'
import { ArrowUpRight, Box, Puzzle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { href } from '@/lib/routes'

/** The designs a 409 named, each a link to its page. */
export function UsedByList({
  usedBy,
  label,
  onNavigate,
}: {
  usedBy: DesignRef[]
  label: string
  /** Following a link leaves the dialog: it closes first. */
  onNavigate: () => void
}) {
  const { t } = useTranslation()
  return (
    <div className="space-y-2">
      <h3 className="font-medium text-sm">{label}</h3>
      <ul aria-label={label} className="max-h-56 divide-y overflow-y-auto rounded-lg border">
        {usedBy.map((ref) => {
          const Icon = ref.type === 'component' ? Puzzle : Box
          return (
            <li key={ref.id}>
              <Link
                to={href('admin.designs.show', { designId: ref.id })}
                onClick={onNavigate}
                className="group flex items-center gap-3 px-3 py-2 text-sm outline-none transition-colors hover:bg-muted/60 focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
                <span className="flex-1 truncate font-medium">{ref.name}</span>
                <span className="text-muted-foreground text-xs">
                  {t(`suppliers.designTypes.${ref.type}`)}
                </span>
                <ArrowUpRight
                  aria-hidden="true"
                  className="size-4 text-muted-foreground opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
                />
              </Link>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
