import { CopyIcon, SearchIcon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { Switch } from '@/components/ui/switch'
import { Textarea } from '@/components/ui/textarea'
import { cn } from '@/lib/utils'
import { DemoGroup, DemoSection } from '../demo-section'
import { TOASTER_ID } from '../sample-data'

const SHARE_LINK = 'https://designer.app/c/nordic-lounge-chair'

export function InputsSection() {
  const { t } = useTranslation()
  return (
    <DemoSection
      id="ks-inputs"
      title={t('kitchen-sink.inputs.title')}
      description={t('kitchen-sink.inputs.description')}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor="ks-input-value">{t('kitchen-sink.inputs.withValue')}</Label>
          <Input id="ks-input-value" defaultValue={t('kitchen-sink.data.designs.loungeChair')} />
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor="ks-input-search">{t('kitchen-sink.inputs.withPlaceholder')}</Label>
          <div className="relative">
            <SearchIcon
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id="ks-input-search"
              type="search"
              className="pl-9"
              placeholder={t('kitchen-sink.inputs.searchPlaceholder')}
            />
          </div>
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor="ks-input-unit">{t('kitchen-sink.inputs.withUnit')}</Label>
          <div className="relative">
            <Input id="ks-input-unit" type="number" className="pr-12" defaultValue={450} />
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-muted-foreground text-sm"
            >
              {t('kitchen-sink.inputs.unit')}
            </span>
          </div>
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor="ks-input-link">{t('kitchen-sink.inputs.withButton')}</Label>
          <div className="flex gap-2">
            <Input id="ks-input-link" readOnly defaultValue={SHARE_LINK} />
            <Button
              variant="outline"
              size="icon"
              className="shrink-0"
              aria-label={t('kitchen-sink.inputs.copy')}
              onClick={() => {
                navigator.clipboard?.writeText(SHARE_LINK).then(
                  () => toast.success(t('kitchen-sink.inputs.copied'), { toasterId: TOASTER_ID }),
                  () => toast.error(t('kitchen-sink.inputs.copyFailed'), { toasterId: TOASTER_ID }),
                )
              }}
            >
              <CopyIcon aria-hidden="true" />
            </Button>
          </div>
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor="ks-input-disabled">{t('kitchen-sink.inputs.disabled')}</Label>
          <Input id="ks-input-disabled" disabled defaultValue="DSG-1042" />
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor="ks-input-invalid">{t('kitchen-sink.inputs.invalid')}</Label>
          <Input id="ks-input-invalid" type="number" aria-invalid defaultValue={-40} />
        </div>
        <div className="grid content-start gap-2 sm:col-span-2">
          <Label htmlFor="ks-textarea">{t('kitchen-sink.inputs.textarea')}</Label>
          <Textarea id="ks-textarea" placeholder={t('kitchen-sink.inputs.textareaPlaceholder')} />
        </div>
        <div className="grid content-start gap-2 sm:col-span-2">
          <Label htmlFor="ks-textarea-disabled">{t('kitchen-sink.inputs.textareaDisabled')}</Label>
          <Textarea
            id="ks-textarea-disabled"
            disabled
            defaultValue={t('kitchen-sink.inputs.textareaValue')}
          />
        </div>
      </div>
    </DemoSection>
  )
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function FormFieldsSection() {
  const { t } = useTranslation()
  const [email, setEmail] = useState('hello@atelier-nord')
  const emailError = EMAIL.test(email) ? undefined : t('kitchen-sink.formFields.emailError')
  return (
    <DemoSection
      id="ks-form-fields"
      title={t('kitchen-sink.formFields.title')}
      description={t('kitchen-sink.formFields.description')}
    >
      <form noValidate className="grid gap-5" onSubmit={(event) => event.preventDefault()}>
        <FormField
          id="ks-ff-company"
          label={t('kitchen-sink.formFields.companyLabel')}
          description={t('kitchen-sink.formFields.companyDescription')}
          required
        >
          <Input defaultValue="Atelier Nord" autoComplete="organization" />
        </FormField>
        <FormField
          id="ks-ff-email"
          label={t('kitchen-sink.formFields.emailLabel')}
          description={t('kitchen-sink.formFields.emailDescription')}
          error={emailError}
        >
          <Input
            type="email"
            value={email}
            autoComplete="off"
            onChange={(event) => setEmail(event.target.value)}
          />
        </FormField>
        <FormField
          id="ks-ff-width"
          label={t('kitchen-sink.formFields.widthLabel')}
          description={t('kitchen-sink.formFields.widthDescription')}
          error={t('kitchen-sink.formFields.widthError')}
        >
          <Input type="number" inputMode="numeric" defaultValue={120} />
        </FormField>
        <FormField
          id="ks-ff-notes"
          label={t('kitchen-sink.formFields.notesLabel')}
          description={t('kitchen-sink.formFields.notesDescription')}
        >
          <Textarea placeholder={t('kitchen-sink.inputs.textareaPlaceholder')} />
        </FormField>
        <div className="flex justify-end gap-2">
          <Button type="reset" variant="ghost">
            {t('common.cancel')}
          </Button>
          <Button type="submit">{t('common.save')}</Button>
        </div>
      </form>
    </DemoSection>
  )
}

export function SelectSection() {
  const { t } = useTranslation()
  return (
    <DemoSection
      id="ks-select"
      title={t('kitchen-sink.select.title')}
      description={t('kitchen-sink.select.description')}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor="ks-select-material">{t('kitchen-sink.select.material')}</Label>
          <Select>
            <SelectTrigger
              id="ks-select-material"
              className="w-full"
              data-testid="ks-select-trigger"
            >
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectGroup>
                <SelectLabel>{t('kitchen-sink.select.solidWood')}</SelectLabel>
                <SelectItem value="oak">{t('kitchen-sink.data.materials.oak')}</SelectItem>
                <SelectItem value="walnut">{t('kitchen-sink.data.materials.walnut')}</SelectItem>
                <SelectItem value="ash">{t('kitchen-sink.data.materials.ash')}</SelectItem>
              </SelectGroup>
              <SelectSeparator />
              <SelectGroup>
                <SelectLabel>{t('kitchen-sink.select.sheetMaterials')}</SelectLabel>
                <SelectItem value="birch-plywood">
                  {t('kitchen-sink.data.materials.birchPlywood')}
                </SelectItem>
                <SelectItem value="mdf">{t('kitchen-sink.data.materials.mdf')}</SelectItem>
                <SelectItem value="linoleum" disabled>
                  {t('kitchen-sink.data.materials.linoleum')}
                </SelectItem>
              </SelectGroup>
            </SelectContent>
          </Select>
          <p className="text-muted-foreground text-xs">
            {t('kitchen-sink.select.placeholderHint')}
          </p>
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor="ks-select-finish">{t('kitchen-sink.select.finish')}</Label>
          <Select defaultValue="oiled">
            <SelectTrigger id="ks-select-finish" className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {(['oiled', 'matteLacquer', 'whiteWax', 'stained'] as const).map((finish) => (
                <SelectItem key={finish} value={finish}>
                  {t(`kitchen-sink.data.finishes.${finish}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor="ks-select-edge" className="opacity-50">
            {t('kitchen-sink.select.edge')}
          </Label>
          <Select defaultValue="rounded" disabled>
            <SelectTrigger id="ks-select-edge" className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {(['square', 'rounded', 'chamfered'] as const).map((edge) => (
                <SelectItem key={edge} value={edge}>
                  {t(`kitchen-sink.data.edges.${edge}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor="ks-select-units">{t('kitchen-sink.select.units')}</Label>
          <Select defaultValue="mm">
            <SelectTrigger id="ks-select-units" size="sm">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {(['mm', 'cm', 'in'] as const).map((unit) => (
                <SelectItem key={unit} value={unit}>
                  {t(`kitchen-sink.data.units.${unit}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
    </DemoSection>
  )
}

const SWITCHES = [
  { key: 'grid', checked: true, disabled: false },
  { key: 'snap', checked: false, disabled: false },
  { key: 'autosave', checked: true, disabled: true },
  { key: 'beta', checked: false, disabled: true },
] as const

export function SwitchesSection() {
  const { t } = useTranslation()
  return (
    <DemoSection
      id="ks-switches"
      title={t('kitchen-sink.switches.title')}
      description={t('kitchen-sink.switches.description')}
    >
      <ul className="divide-y rounded-lg border">
        {SWITCHES.map(({ key, checked, disabled }) => {
          const id = `ks-switch-${key}`
          return (
            <li key={key} className="flex items-center justify-between gap-4 p-4">
              <div className="grid gap-1">
                {/* Only the label dims: the explanation of why stays readable. */}
                <Label htmlFor={id} className={cn(disabled && 'opacity-60')}>
                  {t(`kitchen-sink.switches.${key}.label`)}
                </Label>
                <p id={`${id}-description`} className="text-muted-foreground text-sm">
                  {t(`kitchen-sink.switches.${key}.description`)}
                </p>
              </div>
              <Switch
                id={id}
                defaultChecked={checked}
                disabled={disabled}
                aria-describedby={`${id}-description`}
              />
            </li>
          )
        })}
      </ul>
    </DemoSection>
  )
}

const MATERIALS = ['oak', 'walnut', 'ash'] as const
type Material = (typeof MATERIALS)[number]

export function CheckboxesSection() {
  const { t } = useTranslation()
  const [chosen, setChosen] = useState<Record<Material, boolean>>({
    oak: true,
    walnut: false,
    ash: true,
  })
  const values = Object.values(chosen)
  const all = values.every(Boolean) ? true : values.some(Boolean) ? 'indeterminate' : false
  const setAll = (value: boolean) => setChosen({ oak: value, walnut: value, ash: value })
  const states = [
    { key: 'checked', checked: true, disabled: false },
    { key: 'unchecked', checked: false, disabled: false },
    { key: 'indeterminate', checked: 'indeterminate', disabled: false },
    { key: 'disabled', checked: false, disabled: true },
    { key: 'disabledChecked', checked: true, disabled: true },
  ] as const
  return (
    <DemoSection
      id="ks-checkboxes"
      title={t('kitchen-sink.checkboxes.title')}
      description={t('kitchen-sink.checkboxes.description')}
    >
      <div className="grid gap-8 sm:grid-cols-2">
        <DemoGroup title={t('kitchen-sink.checkboxes.group')} className="flex-col items-start">
          <div className="flex items-center gap-2">
            <Checkbox id="ks-cb-all" checked={all} onCheckedChange={() => setAll(all !== true)} />
            <Label htmlFor="ks-cb-all">{t('kitchen-sink.checkboxes.allMaterials')}</Label>
          </div>
          <div className="ml-6 grid gap-3">
            {MATERIALS.map((material) => (
              <div key={material} className="flex items-center gap-2">
                <Checkbox
                  id={`ks-cb-${material}`}
                  checked={chosen[material]}
                  onCheckedChange={(value) =>
                    setChosen((current) => ({ ...current, [material]: value === true }))
                  }
                />
                <Label htmlFor={`ks-cb-${material}`} className="font-normal">
                  {t(`kitchen-sink.data.materials.${material}`)}
                </Label>
              </div>
            ))}
          </div>
        </DemoGroup>
        <DemoGroup title={t('kitchen-sink.checkboxes.states')} className="flex-col items-start">
          {states.map(({ key, checked, disabled }) => (
            <div key={key} className="flex items-center gap-2">
              <Checkbox id={`ks-cb-state-${key}`} defaultChecked={checked} disabled={disabled} />
              <Label htmlFor={`ks-cb-state-${key}`} className="font-normal">
                {t(`kitchen-sink.checkboxes.${key}`)}
              </Label>
            </div>
          ))}
        </DemoGroup>
      </div>
    </DemoSection>
  )
}
