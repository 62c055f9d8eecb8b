import type { Design, SceneObject } from '@designer/contract'
import {
  Box,
  Circle,
  Cone,
  Cylinder,
  EyeOff,
  Group,
  type LucideIcon,
  Puzzle,
  Square,
  Torus,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { useFormat } from '@/lib/format'
import { href } from '@/lib/routes'

const ICONS: Record<SceneObject['type'], LucideIcon> = {
  box: Box,
  cylinder: Cylinder,
  sphere: Circle,
  cone: Cone,
  torus: Torus,
  plane: Square,
  component: Puzzle,
  group: Group,
}

/** The measures that define each shape, in the order people read them. */
const MEASURES = {
  box: ['width', 'height', 'depth'],
  cylinder: ['radius', 'height'],
  sphere: ['radius'],
  cone: ['radius', 'height'],
  torus: ['radius', 'tube'],
  plane: ['width', 'depth'],
} as const

/**
 * Why an object shows no measures: a component's come from the component, and a group has
 * none of its own (its size is where its parts are, which only the 3D view works out).
 */
const NO_MEASURES = {
  component: 'designs.objects.fromComponent',
  group: 'designs.objects.groupSize',
} as const

/** The objects of a scene: name, type, and their dimensions in millimetres. */
export function SceneObjectList({
  scene,
  componentNames,
}: {
  scene: Design['scene']
  /** Names of the components placed, by design id, as far as they are known. */
  componentNames: Record<string, string | undefined>
}) {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <Table>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="pl-6">{t('designs.objects.name')}</TableHead>
          <TableHead>{t('designs.objects.type')}</TableHead>
          <TableHead className="pr-6">{t('designs.objects.dimensions')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {scene.objects.map((object) => {
          const Icon = ICONS[object.type]
          return (
            <TableRow key={object.id}>
              <TableCell className="pl-6 font-medium">
                <span className="inline-flex items-center gap-2">
                  {object.name}
                  {!object.visible && (
                    <Badge variant="secondary" className="font-normal">
                      <EyeOff aria-hidden="true" />
                      {t('designs.objects.hidden')}
                    </Badge>
                  )}
                </span>
              </TableCell>
              <TableCell className="text-muted-foreground">
                <span className="inline-flex items-center gap-2">
                  <Icon aria-hidden="true" className="size-4" />
                  {object.type === 'component' ? (
                    // An instance is of the type its component is: its name says which.
                    <span>
                      <span className="sr-only">{t('designs.objectTypes.component')}: </span>
                      <Link
                        to={href('admin.designs.show', { designId: object.params.designId })}
                        className="rounded-sm font-medium text-primary outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                      >
                        {componentNames[object.params.designId] ?? t('designs.objects.component')}
                      </Link>
                    </span>
                  ) : (
                    t(`designs.objectTypes.${object.type}`)
                  )}
                </span>
              </TableCell>
              <TableCell className="pr-6 tabular-nums" data-testid={`dimensions-${object.id}`}>
                {object.type === 'component' || object.type === 'group' ? (
                  <span className="text-muted-foreground" title={t(NO_MEASURES[object.type])}>
                    <span aria-hidden="true">—</span>
                    <span className="sr-only">{t(NO_MEASURES[object.type])}</span>
                  </span>
                ) : (
                  <span className="text-muted-foreground">
                    {MEASURES[object.type].map((measure, i) => (
                      <span key={measure}>
                        {i > 0 && <span aria-hidden="true"> × </span>}
                        <span aria-hidden="true" title={t(`designs.measures.${measure}`)}>
                          {t(`designs.measures.${measure}Short`)}
                        </span>
                        <span className="sr-only">{t(`designs.measures.${measure}`)}</span>{' '}
                        <span className="text-foreground">
                          {format.number((object.params as Record<string, number>)[measure] ?? 0)}
                        </span>
                      </span>
                    ))}{' '}
                    {t('designs.measures.unit')}
                  </span>
                )}
              </TableCell>
            </TableRow>
          )
        })}
      </TableBody>
    </Table>
  )
}
