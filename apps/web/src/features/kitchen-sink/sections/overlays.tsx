import {
  ChevronDownIcon,
  ChevronsUpDownIcon,
  CopyIcon,
  EllipsisIcon,
  FileDownIcon,
  InfoIcon,
  LogOutIcon,
  PencilIcon,
  RotateCwIcon,
  RulerIcon,
  SettingsIcon,
  Trash2Icon,
  TriangleAlertIcon,
  UserIcon,
} from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { Avatar, AvatarFallback, AvatarImage, initials } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import {
  Sheet,
  SheetBody,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet'
import { Switch } from '@/components/ui/switch'
import { Textarea } from '@/components/ui/textarea'
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip'
import { cn } from '@/lib/utils'
import { DemoGroup, DemoSection } from '../demo-section'
import { PEOPLE, SAMPLE_COMPANY, TOASTER_ID } from '../sample-data'

const SIDES = ['top', 'right', 'bottom', 'left'] as const

export function DialogSection() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <DemoSection
      id="ks-dialog"
      title={t('kitchen-sink.dialog.title')}
      description={t('kitchen-sink.dialog.description')}
    >
      <DemoGroup title={t('kitchen-sink.dialog.examples')}>
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger asChild>
            <Button variant="outline" data-testid="ks-dialog-trigger">
              <PencilIcon aria-hidden="true" />
              {t('kitchen-sink.dialog.rename.trigger')}
            </Button>
          </DialogTrigger>
          <DialogContent data-testid="ks-dialog-content">
            <DialogHeader>
              <DialogTitle>{t('kitchen-sink.dialog.rename.title')}</DialogTitle>
              <DialogDescription>{t('kitchen-sink.dialog.rename.description')}</DialogDescription>
            </DialogHeader>
            <form
              id="ks-rename-form"
              className="grid gap-4"
              onSubmit={(event) => {
                event.preventDefault()
                setOpen(false)
                toast.success(t('kitchen-sink.toasts.success.title'), {
                  toasterId: TOASTER_ID,
                  description: t('kitchen-sink.toasts.success.description'),
                })
              }}
            >
              <FormField id="ks-dialog-name" label={t('kitchen-sink.dialog.rename.name')}>
                <Input defaultValue={t('kitchen-sink.data.designs.loungeChair')} />
              </FormField>
              <FormField
                id="ks-dialog-notes"
                label={t('kitchen-sink.formFields.notesLabel')}
                description={t('kitchen-sink.formFields.notesDescription')}
              >
                <Textarea placeholder={t('kitchen-sink.inputs.textareaPlaceholder')} />
              </FormField>
            </form>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">{t('common.cancel')}</Button>
              </DialogClose>
              <Button type="submit" form="ks-rename-form">
                {t('common.save')}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>

        <Dialog>
          <DialogTrigger asChild>
            <Button variant="destructive" data-testid="ks-dialog-confirm-trigger">
              <Trash2Icon aria-hidden="true" />
              {t('kitchen-sink.dialog.confirm.trigger')}
            </Button>
          </DialogTrigger>
          <DialogContent className="sm:max-w-md">
            <DialogHeader>
              <div className="mx-auto mb-2 grid size-11 place-items-center rounded-full bg-destructive/10 sm:mx-0">
                <TriangleAlertIcon aria-hidden="true" className="size-5 text-destructive" />
              </div>
              <DialogTitle>{t('kitchen-sink.dialog.confirm.title')}</DialogTitle>
              <DialogDescription>{t('kitchen-sink.dialog.confirm.description')}</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">{t('common.cancel')}</Button>
              </DialogClose>
              <DialogClose asChild>
                <Button variant="destructive">{t('common.delete')}</Button>
              </DialogClose>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </DemoGroup>
      <p className="text-muted-foreground text-sm">{t('kitchen-sink.dialog.hint')}</p>
    </DemoSection>
  )
}

function SheetDemo({ side }: { side: (typeof SIDES)[number] }) {
  const { t } = useTranslation()
  const horizontal = side === 'top' || side === 'bottom'
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="outline" data-testid={`ks-sheet-trigger-${side}`}>
          {t(`kitchen-sink.sides.${side}`)}
        </Button>
      </SheetTrigger>
      <SheetContent side={side} data-testid="ks-sheet-content">
        <div className={cn('flex flex-1 flex-col', horizontal && 'mx-auto w-full max-w-2xl')}>
          <SheetHeader>
            <SheetTitle>{t('kitchen-sink.sheet.panelTitle')}</SheetTitle>
            <SheetDescription>{t('kitchen-sink.sheet.panelDescription')}</SheetDescription>
          </SheetHeader>
          <SheetBody className="grid content-start gap-5">
            <FormField id={`ks-sheet-${side}-name`} label={t('kitchen-sink.dialog.rename.name')}>
              <Input defaultValue={t('kitchen-sink.data.designs.sideboard')} />
            </FormField>
            <div className="flex items-center justify-between gap-4 rounded-lg border p-3">
              <div className="grid gap-1">
                <label htmlFor={`ks-sheet-${side}-public`} className="font-medium text-sm">
                  {t('kitchen-sink.sheet.visible')}
                </label>
                <p
                  id={`ks-sheet-${side}-public-description`}
                  className="text-muted-foreground text-xs"
                >
                  {t('kitchen-sink.sheet.visibleDescription')}
                </p>
              </div>
              <Switch
                id={`ks-sheet-${side}-public`}
                defaultChecked
                aria-describedby={`ks-sheet-${side}-public-description`}
              />
            </div>
          </SheetBody>
          <SheetFooter
            className={cn('flex-col-reverse', horizontal && 'sm:flex-row sm:justify-end')}
          >
            <SheetClose asChild>
              <Button variant="outline">{t('common.cancel')}</Button>
            </SheetClose>
            <SheetClose asChild>
              <Button>{t('common.save')}</Button>
            </SheetClose>
          </SheetFooter>
        </div>
      </SheetContent>
    </Sheet>
  )
}

export function SheetSection() {
  const { t } = useTranslation()
  return (
    <DemoSection
      id="ks-sheet"
      title={t('kitchen-sink.sheet.title')}
      description={t('kitchen-sink.sheet.description')}
    >
      <DemoGroup title={t('kitchen-sink.sheet.sides')}>
        {SIDES.map((side) => (
          <SheetDemo key={side} side={side} />
        ))}
      </DemoGroup>
      <p className="text-muted-foreground text-sm">{t('kitchen-sink.sheet.hint')}</p>
    </DemoSection>
  )
}

export function DropdownMenuSection() {
  const { t } = useTranslation()
  const [showDimensions, setShowDimensions] = useState(true)
  const [snap, setSnap] = useState(false)
  const [units, setUnits] = useState('mm')
  const ada = PEOPLE[0]!
  return (
    <DemoSection
      id="ks-dropdown-menu"
      title={t('kitchen-sink.dropdownMenu.title')}
      description={t('kitchen-sink.dropdownMenu.description')}
    >
      <DemoGroup title={t('kitchen-sink.dropdownMenu.examples')}>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" data-testid="ks-dropdown-trigger">
              {t('kitchen-sink.dropdownMenu.trigger')}
              <ChevronDownIcon aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent className="w-60" align="start">
            <DropdownMenuLabel>{t('kitchen-sink.dropdownMenu.design')}</DropdownMenuLabel>
            <DropdownMenuGroup>
              <DropdownMenuItem>
                <PencilIcon aria-hidden="true" />
                {t('common.edit')}
                <DropdownMenuShortcut>⌘E</DropdownMenuShortcut>
              </DropdownMenuItem>
              <DropdownMenuItem>
                <CopyIcon aria-hidden="true" />
                {t('kitchen-sink.buttons.duplicate')}
                <DropdownMenuShortcut>⌘D</DropdownMenuShortcut>
              </DropdownMenuItem>
              <DropdownMenuSub>
                <DropdownMenuSubTrigger>
                  <FileDownIcon aria-hidden="true" className="text-muted-foreground" />
                  {t('kitchen-sink.dropdownMenu.exportAs')}
                </DropdownMenuSubTrigger>
                <DropdownMenuSubContent>
                  <DropdownMenuItem>STL</DropdownMenuItem>
                  <DropdownMenuItem>OBJ</DropdownMenuItem>
                  <DropdownMenuItem>{t('kitchen-sink.dropdownMenu.pdfDrawing')}</DropdownMenuItem>
                </DropdownMenuSubContent>
              </DropdownMenuSub>
            </DropdownMenuGroup>
            <DropdownMenuSeparator />
            <DropdownMenuLabel>{t('kitchen-sink.dropdownMenu.view')}</DropdownMenuLabel>
            <DropdownMenuCheckboxItem
              checked={showDimensions}
              onCheckedChange={setShowDimensions}
              onSelect={(event) => event.preventDefault()}
            >
              {t('kitchen-sink.dropdownMenu.showDimensions')}
            </DropdownMenuCheckboxItem>
            <DropdownMenuCheckboxItem
              checked={snap}
              onCheckedChange={setSnap}
              onSelect={(event) => event.preventDefault()}
            >
              {t('kitchen-sink.dropdownMenu.snapToGrid')}
            </DropdownMenuCheckboxItem>
            <DropdownMenuSeparator />
            <DropdownMenuLabel>{t('kitchen-sink.select.units')}</DropdownMenuLabel>
            <DropdownMenuRadioGroup value={units} onValueChange={setUnits}>
              {(['mm', 'cm', 'in'] as const).map((unit) => (
                <DropdownMenuRadioItem
                  key={unit}
                  value={unit}
                  onSelect={(event) => event.preventDefault()}
                >
                  {t(`kitchen-sink.data.units.${unit}`)}
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive">
              <Trash2Icon aria-hidden="true" />
              {t('common.delete')}
              <DropdownMenuShortcut>⌫</DropdownMenuShortcut>
            </DropdownMenuItem>
            <DropdownMenuItem disabled>{t('kitchen-sink.dropdownMenu.archived')}</DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>

        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('kitchen-sink.dropdownMenu.moreActions')}
            >
              <EllipsisIcon aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start">
            <DropdownMenuItem>{t('kitchen-sink.cards.design.open')}</DropdownMenuItem>
            <DropdownMenuItem>{t('kitchen-sink.cards.design.share')}</DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive">{t('common.delete')}</DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </DemoGroup>
      <DemoGroup title={t('kitchen-sink.dropdownMenu.account')}>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" className="h-auto gap-3 px-2 py-1.5">
              <Avatar className="size-8">
                <AvatarImage src={ada.image} alt="" />
                <AvatarFallback aria-hidden="true">{initials(ada.name)}</AvatarFallback>
              </Avatar>
              <span className="grid text-left text-sm leading-tight">
                <span className="font-medium">{ada.name}</span>
                <span className="font-normal text-muted-foreground text-xs">
                  {SAMPLE_COMPANY.name}
                </span>
              </span>
              <ChevronsUpDownIcon aria-hidden="true" className="text-muted-foreground" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start" className="w-60">
            <DropdownMenuLabel className="grid font-normal">
              <span className="font-medium">{ada.name}</span>
              <span className="text-muted-foreground text-xs">{SAMPLE_COMPANY.email}</span>
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
            <DropdownMenuItem>
              <UserIcon aria-hidden="true" />
              {t('kitchen-sink.dropdownMenu.profile')}
            </DropdownMenuItem>
            <DropdownMenuItem>
              <SettingsIcon aria-hidden="true" />
              {t('kitchen-sink.dropdownMenu.companySettings')}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem>
              <LogOutIcon aria-hidden="true" />
              {t('kitchen-sink.dropdownMenu.signOut')}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </DemoGroup>
      <p className="text-muted-foreground text-sm">{t('kitchen-sink.dropdownMenu.hint')}</p>
    </DemoSection>
  )
}

const TOOL_BUTTONS = [
  { key: 'rotate', icon: RotateCwIcon },
  { key: 'duplicate', icon: CopyIcon },
  { key: 'measure', icon: RulerIcon },
  { key: 'delete', icon: Trash2Icon },
] as const

export function TooltipsSection() {
  const { t } = useTranslation()
  return (
    <DemoSection
      id="ks-tooltips"
      title={t('kitchen-sink.tooltips.title')}
      description={t('kitchen-sink.tooltips.description')}
    >
      <DemoGroup title={t('kitchen-sink.tooltips.iconButtons')}>
        <div className="flex items-center gap-1 rounded-lg border p-1">
          {TOOL_BUTTONS.map(({ key, icon: Icon }) => {
            const label = t(`kitchen-sink.tooltips.tools.${key}`)
            return (
              <Tooltip key={key}>
                <TooltipTrigger asChild>
                  <Button variant="ghost" size="icon" aria-label={label}>
                    <Icon aria-hidden="true" />
                  </Button>
                </TooltipTrigger>
                <TooltipContent>{label}</TooltipContent>
              </Tooltip>
            )
          })}
        </div>
      </DemoGroup>
      <DemoGroup title={t('kitchen-sink.tooltips.sides')}>
        {SIDES.map((side) => (
          <Tooltip key={side}>
            <TooltipTrigger asChild>
              <Button variant="outline" size="sm">
                {t(`kitchen-sink.sides.${side}`)}
              </Button>
            </TooltipTrigger>
            <TooltipContent side={side}>{t('kitchen-sink.tooltips.sideContent')}</TooltipContent>
          </Tooltip>
        ))}
      </DemoGroup>
      <DemoGroup title={t('kitchen-sink.tooltips.inline')}>
        <p className="flex items-center gap-1.5 text-sm">
          {t('kitchen-sink.tooltips.marginLabel')}
          <Tooltip>
            <TooltipTrigger asChild>
              <button
                type="button"
                className="inline-flex cursor-help rounded-full text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
                aria-label={t('kitchen-sink.tooltips.marginHelp')}
              >
                <InfoIcon aria-hidden="true" className="size-4" />
              </button>
            </TooltipTrigger>
            <TooltipContent>{t('kitchen-sink.tooltips.marginHelpText')}</TooltipContent>
          </Tooltip>
        </p>
      </DemoGroup>
    </DemoSection>
  )
}
