import {
  ArchiveIcon,
  ArmchairIcon,
  EllipsisIcon,
  LampCeilingIcon,
  LibraryIcon,
  type LucideIcon,
  Share2Icon,
  TrendingUpIcon,
  UserPlusIcon,
  UtensilsIcon,
} from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Avatar, AvatarFallback, AvatarImage, initials } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { Separator } from '@/components/ui/separator'
import { Skeleton } from '@/components/ui/skeleton'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { cn } from '@/lib/utils'
import { DemoGroup, DemoSection } from '../demo-section'
import { DESIGNS, type DesignType, PEOPLE, SAMPLE_COMPANY, STATUS_BADGE } from '../sample-data'

const TYPE_ICONS: Record<DesignType, LucideIcon> = {
  chair: ArmchairIcon,
  table: UtensilsIcon,
  storage: ArchiveIcon,
  shelving: LibraryIcon,
  lighting: LampCeilingIcon,
}

/** "780 × 820 × 740 mm" with the numbers in the current language's format. */
function useDimensions() {
  const { t, i18n } = useTranslation()
  const number = new Intl.NumberFormat(i18n.language)
  return ([w, d, h]: readonly [number, number, number]) =>
    t('kitchen-sink.data.dimensions', {
      width: number.format(w),
      depth: number.format(d),
      height: number.format(h),
    })
}

export function AvatarsSection() {
  const { t } = useTranslation()
  const withImage = PEOPLE.filter((person) => person.image)
  const withoutImage = PEOPLE.filter((person) => !person.image)
  const ada = PEOPLE[0]!
  return (
    <DemoSection
      id="ks-avatars"
      title={t('kitchen-sink.avatars.title')}
      description={t('kitchen-sink.avatars.description')}
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <DemoGroup title={t('kitchen-sink.avatars.withImage')}>
          {withImage.map((person) => (
            <Avatar key={person.name} className="size-10">
              <AvatarImage src={person.image} alt={person.name} />
              <AvatarFallback name={person.name} />
            </Avatar>
          ))}
        </DemoGroup>
        <DemoGroup title={t('kitchen-sink.avatars.fallback')}>
          {withoutImage.map((person) => (
            <Avatar key={person.name} className="size-10" data-testid="ks-avatar-fallback">
              <AvatarFallback name={person.name} className="bg-accent text-accent-foreground" />
            </Avatar>
          ))}
        </DemoGroup>
      </div>
      <DemoGroup title={t('kitchen-sink.avatars.sizes')} className="items-end">
        {(['size-6 text-[10px]', 'size-8', 'size-10 text-sm', 'size-12 text-base'] as const).map(
          (size) => (
            <Avatar key={size} className={size}>
              <AvatarFallback name={PEOPLE[2]!.name} />
            </Avatar>
          ),
        )}
        <Avatar className="size-14">
          <AvatarImage src={ada.image} alt={ada.name} />
          <AvatarFallback name={ada.name} />
        </Avatar>
      </DemoGroup>
      <div className="grid gap-6 sm:grid-cols-2">
        <DemoGroup title={t('kitchen-sink.avatars.group')}>
          <div className="flex -space-x-2">
            {PEOPLE.slice(0, 4).map((person) => (
              <Avatar key={person.name} className="size-9 ring-2 ring-card">
                {person.image && <AvatarImage src={person.image} alt={person.name} />}
                <AvatarFallback name={person.name} />
              </Avatar>
            ))}
            <span className="relative flex size-9 items-center justify-center rounded-full bg-muted font-medium text-muted-foreground text-xs ring-2 ring-card">
              <span aria-hidden="true">+3</span>
              <span className="sr-only">{t('kitchen-sink.avatars.more', { count: 3 })}</span>
            </span>
          </div>
        </DemoGroup>
        <DemoGroup title={t('kitchen-sink.avatars.withName')}>
          <div className="flex items-center gap-3">
            <Avatar className="size-9">
              <AvatarImage src={ada.image} alt="" />
              <AvatarFallback aria-hidden="true">{initials(ada.name)}</AvatarFallback>
            </Avatar>
            <div className="grid text-sm leading-tight">
              <span className="font-medium">{ada.name}</span>
              <span className="text-muted-foreground text-xs">{SAMPLE_COMPANY.email}</span>
            </div>
          </div>
        </DemoGroup>
      </div>
    </DemoSection>
  )
}

const BARS = [32, 45, 38, 56, 49, 64, 58, 72, 66, 80, 74, 92]

export function CardsSection() {
  const { t, i18n } = useTranslation()
  const dimensions = useDimensions()
  const chair = DESIGNS[0]!
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', signDisplay: 'always' })
  const team = [
    { person: PEOPLE[0]!, role: 'owner' },
    { person: PEOPLE[1]!, role: 'designer' },
    { person: PEOPLE[2]!, role: 'viewer' },
  ] as const
  return (
    <DemoSection
      id="ks-cards"
      title={t('kitchen-sink.cards.title')}
      description={t('kitchen-sink.cards.description')}
      className="lg:col-span-2"
    >
      <div className="grid gap-6 md:grid-cols-3">
        <Card className="gap-4 overflow-hidden pt-0">
          <div className="grid aspect-[16/9] place-items-center border-b bg-linear-to-br from-accent via-muted/60 to-background">
            <ArmchairIcon
              aria-hidden="true"
              strokeWidth={1.25}
              className="size-16 text-primary/70"
            />
          </div>
          <CardHeader>
            <CardTitle>{t(`kitchen-sink.data.designs.${chair.key}`)}</CardTitle>
            <CardDescription>
              {t(`kitchen-sink.data.types.${chair.type}`)} · {dimensions(chair.size)}
            </CardDescription>
            <CardAction>
              <Badge variant="success">{t('kitchen-sink.data.status.published')}</Badge>
            </CardAction>
          </CardHeader>
          <CardFooter className="mt-auto gap-2">
            <Button size="sm" className="flex-1">
              {t('kitchen-sink.cards.design.open')}
            </Button>
            <Button size="sm" variant="outline" className="flex-1">
              <Share2Icon aria-hidden="true" />
              {t('kitchen-sink.cards.design.share')}
            </Button>
          </CardFooter>
        </Card>

        <Card>
          <CardHeader>
            <CardDescription>{t('kitchen-sink.cards.stats.label')}</CardDescription>
            <CardTitle className="font-semibold text-3xl tabular-nums">12</CardTitle>
            <CardAction>
              <Badge variant="outline">
                <TrendingUpIcon aria-hidden="true" />
                {percent.format(0.25)}
              </Badge>
            </CardAction>
          </CardHeader>
          <CardContent>
            <div aria-hidden="true" className="flex h-20 items-end gap-1.5">
              {BARS.map((value, index) => (
                <div
                  key={index}
                  className={cn(
                    'flex-1 rounded-sm',
                    index === BARS.length - 1 ? 'bg-primary' : 'bg-primary/20',
                  )}
                  style={{ height: `${value}%` }}
                />
              ))}
            </div>
          </CardContent>
          <CardFooter className="mt-auto flex-col items-start gap-1 text-sm">
            <span className="flex items-center gap-2 font-medium">
              {t('kitchen-sink.cards.stats.trend')}
              <TrendingUpIcon aria-hidden="true" className="size-4 text-success" />
            </span>
            <span className="text-muted-foreground">{t('kitchen-sink.cards.stats.period')}</span>
          </CardFooter>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>{t('kitchen-sink.cards.team.title')}</CardTitle>
            <CardDescription>{t('kitchen-sink.cards.team.description')}</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-4">
              {team.map(({ person, role }) => (
                <li key={person.name} className="flex items-center gap-3">
                  <Avatar className="size-9">
                    {person.image && <AvatarImage src={person.image} alt="" />}
                    <AvatarFallback aria-hidden="true">{initials(person.name)}</AvatarFallback>
                  </Avatar>
                  <span className="min-w-0 flex-1 truncate font-medium text-sm">{person.name}</span>
                  <span className="text-muted-foreground text-sm">
                    {t(`kitchen-sink.cards.team.roles.${role}`)}
                  </span>
                </li>
              ))}
            </ul>
          </CardContent>
          <CardFooter className="mt-auto border-t">
            <Button variant="outline" className="w-full">
              <UserPlusIcon aria-hidden="true" />
              {t('kitchen-sink.cards.team.invite')}
            </Button>
          </CardFooter>
        </Card>
      </div>
    </DemoSection>
  )
}

export function TabsSection() {
  const { t, i18n } = useTranslation()
  const number = new Intl.NumberFormat(i18n.language)
  const table = DESIGNS[1]!
  const [width, depth, height] = table.size
  return (
    <DemoSection
      id="ks-tabs"
      title={t('kitchen-sink.tabs.title')}
      description={t('kitchen-sink.tabs.description')}
    >
      <Tabs defaultValue="overview">
        <TabsList>
          <TabsTrigger value="overview">{t('kitchen-sink.tabs.overview')}</TabsTrigger>
          <TabsTrigger value="dimensions">{t('kitchen-sink.tabs.dimensions')}</TabsTrigger>
          <TabsTrigger value="materials">{t('kitchen-sink.tabs.materials')}</TabsTrigger>
          <TabsTrigger value="history" disabled>
            {t('kitchen-sink.tabs.history')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="overview" className="rounded-lg border p-4">
          <h3 className="font-medium text-sm">{t(`kitchen-sink.data.designs.${table.key}`)}</h3>
          <p className="mt-1 text-muted-foreground text-sm">
            {t('kitchen-sink.tabs.overviewText')}
          </p>
        </TabsContent>
        <TabsContent value="dimensions" className="rounded-lg border p-4">
          <dl className="grid grid-cols-3 gap-4">
            {(
              [
                ['width', width],
                ['depth', depth],
                ['height', height],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="grid gap-1">
                <dt className="text-muted-foreground text-xs">{t(`kitchen-sink.tabs.${key}`)}</dt>
                <dd className="font-medium text-sm tabular-nums">
                  {t('kitchen-sink.data.millimetres', { value: number.format(value) })}
                </dd>
              </div>
            ))}
          </dl>
        </TabsContent>
        <TabsContent value="materials" className="rounded-lg border p-4">
          <div className="flex flex-wrap gap-2">
            <Badge variant="secondary">{t('kitchen-sink.data.materials.oak')}</Badge>
            <Badge variant="secondary">{t('kitchen-sink.data.finishes.oiled')}</Badge>
            <Badge variant="outline">{t('kitchen-sink.data.materials.birchPlywood')}</Badge>
          </div>
        </TabsContent>
      </Tabs>
    </DemoSection>
  )
}

export function TableSection() {
  const { t, i18n } = useTranslation()
  const dimensions = useDimensions()
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' })
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(['dsg-1038']))
  const allState =
    selected.size === 0 ? false : selected.size === DESIGNS.length ? true : 'indeterminate'
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })
  return (
    <DemoSection
      id="ks-table"
      title={t('kitchen-sink.table.title')}
      description={t('kitchen-sink.table.description')}
      className="lg:col-span-2"
    >
      <div className="rounded-lg border">
        <Table>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead className="w-10 pl-4">
                <Checkbox
                  checked={allState}
                  onCheckedChange={() =>
                    setSelected(allState === true ? new Set() : new Set(DESIGNS.map((d) => d.id)))
                  }
                  aria-label={t('kitchen-sink.table.selectAll')}
                />
              </TableHead>
              <TableHead>{t('kitchen-sink.table.name')}</TableHead>
              <TableHead>{t('kitchen-sink.table.type')}</TableHead>
              <TableHead>{t('kitchen-sink.table.dimensions')}</TableHead>
              <TableHead>{t('kitchen-sink.table.status')}</TableHead>
              <TableHead>{t('kitchen-sink.table.updated')}</TableHead>
              <TableHead className="w-12 pr-4">
                <span className="sr-only">{t('kitchen-sink.table.actions')}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {DESIGNS.map((design) => {
              const name = t(`kitchen-sink.data.designs.${design.key}`)
              const Icon = TYPE_ICONS[design.type]
              const isSelected = selected.has(design.id)
              return (
                <TableRow key={design.id} data-state={isSelected ? 'selected' : undefined}>
                  <TableCell className="pl-4">
                    <Checkbox
                      checked={isSelected}
                      onCheckedChange={(value) => toggle(design.id, value === true)}
                      aria-label={t('kitchen-sink.table.selectRow', { name })}
                    />
                  </TableCell>
                  <TableCell>
                    <div className="flex items-center gap-3">
                      <div className="grid size-9 shrink-0 place-items-center rounded-md border bg-muted/50">
                        <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
                      </div>
                      <div className="grid leading-tight">
                        <span className="font-medium">{name}</span>
                        <span className="text-muted-foreground text-xs uppercase">{design.id}</span>
                      </div>
                    </div>
                  </TableCell>
                  <TableCell className="text-muted-foreground">
                    {t(`kitchen-sink.data.types.${design.type}`)}
                  </TableCell>
                  <TableCell className="tabular-nums">{dimensions(design.size)}</TableCell>
                  <TableCell>
                    <Badge variant={STATUS_BADGE[design.status]}>
                      {t(`kitchen-sink.data.status.${design.status}`)}
                    </Badge>
                  </TableCell>
                  <TableCell className="text-muted-foreground">
                    <time dateTime={design.updated}>{date.format(new Date(design.updated))}</time>
                  </TableCell>
                  <TableCell className="pr-4 text-right">
                    <DropdownMenu>
                      <DropdownMenuTrigger asChild>
                        <Button
                          variant="ghost"
                          size="icon"
                          className="size-8"
                          aria-label={t('kitchen-sink.table.rowActions', { name })}
                        >
                          <EllipsisIcon aria-hidden="true" />
                        </Button>
                      </DropdownMenuTrigger>
                      <DropdownMenuContent align="end">
                        <DropdownMenuItem>{t('kitchen-sink.cards.design.open')}</DropdownMenuItem>
                        <DropdownMenuItem>{t('kitchen-sink.buttons.duplicate')}</DropdownMenuItem>
                        <DropdownMenuSeparator />
                        <DropdownMenuItem variant="destructive">
                          {t('common.delete')}
                        </DropdownMenuItem>
                      </DropdownMenuContent>
                    </DropdownMenu>
                  </TableCell>
                </TableRow>
              )
            })}
          </TableBody>
          <TableCaption className="mb-4 px-4 text-left">
            {t('kitchen-sink.table.caption', { count: selected.size, total: DESIGNS.length })}
          </TableCaption>
        </Table>
      </div>
    </DemoSection>
  )
}

export function SkeletonsSection() {
  const { t } = useTranslation()
  return (
    <DemoSection
      id="ks-skeletons"
      title={t('kitchen-sink.skeletons.title')}
      description={t('kitchen-sink.skeletons.description')}
    >
      <div aria-busy="true" className="grid gap-6">
        <span className="sr-only">{t('kitchen-sink.skeletons.loading')}</span>
        <DemoGroup title={t('kitchen-sink.skeletons.listItem')}>
          <div className="flex w-full items-center gap-4">
            <Skeleton className="size-12 rounded-full" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-3/5" />
              <Skeleton className="h-4 w-2/5" />
            </div>
          </div>
        </DemoGroup>
        <DemoGroup title={t('kitchen-sink.skeletons.cards')}>
          <div className="grid w-full grid-cols-2 gap-4">
            {[0, 1].map((index) => (
              <div key={index} className="grid gap-3 rounded-lg border p-3">
                <Skeleton className="aspect-video w-full" />
                <Skeleton className="h-4 w-3/4" />
                <Skeleton className="h-3 w-1/2" />
              </div>
            ))}
          </div>
        </DemoGroup>
      </div>
    </DemoSection>
  )
}

export function SeparatorsSection() {
  const { t } = useTranslation()
  return (
    <DemoSection
      id="ks-separators"
      title={t('kitchen-sink.separators.title')}
      description={t('kitchen-sink.separators.description')}
    >
      <div>
        <div className="grid gap-1">
          <h3 className="font-medium text-sm">{t('kitchen-sink.separators.heading')}</h3>
          <p className="text-muted-foreground text-sm">{t('kitchen-sink.separators.text')}</p>
        </div>
        <Separator className="my-4" />
        <div className="flex h-5 items-center gap-4 text-sm">
          <span>{t('kitchen-sink.separators.library')}</span>
          <Separator orientation="vertical" />
          <span>{t('kitchen-sink.separators.configurators')}</span>
          <Separator orientation="vertical" />
          <span>{t('kitchen-sink.separators.suppliers')}</span>
        </div>
      </div>
      <div className="flex items-center gap-3">
        <Separator className="flex-1" />
        <span className="text-muted-foreground text-xs uppercase tracking-wider">
          {t('kitchen-sink.separators.or')}
        </span>
        <Separator className="flex-1" />
      </div>
    </DemoSection>
  )
}
