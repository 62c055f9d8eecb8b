import { type DefinitionChange, definitionChanges } from '@designer/configurator/changes'
import type { Configurator, ConfiguratorDefinition } from '@designer/contract'
import { useQuery } from '@tanstack/react-query'
import { Minus, Pencil, Plus, Rocket } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/utils'
import { versionQuery } from '../api/configurators'
import type { Problem } from '../editor/model'
import { ProblemList } from './problem-list'

const KIND_ICON = { added: Plus, removed: Minus, changed: Pencil } as const

/**
 * Publishing, with what it changes for customers: each step, option, value and rule added,
 * removed or changed since the live version, and the price setup. A draft with problems cannot
 * be published; they are listed instead.
 */
export function PublishDialog({
  open,
  onOpenChange,
  configurator,
  definition,
  problems,
  publishing,
  onPublish,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  configurator: Configurator
  /** The draft as it will be published (saved just before). */
  definition: ConfiguratorDefinition
  problems: Problem[]
  publishing: boolean
  onPublish: () => void
}) {
  const { t } = useTranslation()
  const live = configurator.publishedVersion
  const previous = useQuery({
    ...versionQuery(configurator.id, live ?? 0),
    enabled: open && live !== null,
  })
  const changes = previous.data ? definitionChanges(previous.data.definition, definition) : null
  const first = live === null
  const blocked = problems.length > 0
  const unchanged = changes !== null && changes.length === 0 && configurator.status === 'published'

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg" data-testid="publish-dialog">
        <DialogHeader>
          <DialogTitle>
            {first
              ? t('configurators.publish.firstTitle')
              : t('configurators.publish.title', { version: (live ?? 0) + 1 })}
          </DialogTitle>
          <DialogDescription>
            {first
              ? t('configurators.publish.firstDescription')
              : t('configurators.publish.description', { version: live })}
          </DialogDescription>
        </DialogHeader>

        {blocked ? (
          <ProblemList
            problems={problems}
            title={t('configurators.publish.blocked', { count: problems.length })}
            paths
          />
        ) : first ? (
          <p className="rounded-md bg-muted px-3 py-2 text-sm">
            {t('configurators.publish.firstSummary', {
              steps: t('configurators.publish.steps', { count: definition.steps.length }),
              options: t('configurators.publish.options', {
                count: definition.steps.flatMap((s) => s.options).length,
              }),
              rules: t('configurators.publish.rules', { count: definition.rules.length }),
            })}
          </p>
        ) : previous.isLoading ? (
          <Skeleton className="h-24" />
        ) : unchanged ? (
          <p className="rounded-md bg-muted px-3 py-2 text-sm">
            {t('configurators.publish.unchanged')}
          </p>
        ) : (
          <ul className="grid max-h-72 gap-1 overflow-y-auto text-sm" data-testid="publish-changes">
            {(changes ?? []).map((change) => (
              <ChangeLine
                key={`${change.kind}-${change.subject}-${change.parent ?? ''}-${change.id}`}
                change={change}
              />
            ))}
          </ul>
        )}

        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={onPublish}
            disabled={blocked}
            loading={publishing}
            data-testid="confirm-publish"
          >
            <Rocket aria-hidden="true" />
            {t('configurators.publish.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

function ChangeLine({ change }: { change: DefinitionChange }) {
  const { t } = useTranslation()
  const Icon = KIND_ICON[change.kind]
  const what =
    change.subject === 'price'
      ? t('configurators.changes.price')
      : change.subject === 'value'
        ? t('configurators.changes.value', { name: change.name, option: change.parent })
        : t(`configurators.changes.${change.subject}`, { name: change.name })
  return (
    <li className="flex items-start gap-2 rounded-md px-2 py-1.5 odd:bg-muted/40">
      <Icon
        aria-label={t(`configurators.changes.${change.kind}`)}
        className={cn(
          'mt-0.5 size-4 shrink-0',
          change.kind === 'added' && 'text-success',
          change.kind === 'removed' && 'text-destructive',
          change.kind === 'changed' && 'text-muted-foreground',
        )}
      />
      <span className="min-w-0">
        <span className="font-medium">{what}</span>
        {change.fields && (
          <span className="text-muted-foreground">
            {' — '}
            {change.fields
              .map((f) => t(`configurators.changeFields.${f}`, { defaultValue: f }))
              .join(', ')}
          </span>
        )}
      </span>
    </li>
  )
}
