import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { LanguageSwitcher } from '@/components/language-switcher'
import { LogoMark } from '@/components/logo'
import { Badge } from '@/components/ui/badge'
import { Toaster } from '@/components/ui/sonner'
import { TooltipProvider } from '@/components/ui/tooltip'
import { href } from '@/lib/routes'
import { TOASTER_ID } from './sample-data'
import { BadgesSection, ButtonsSection, SpinnerSection, ToastsSection } from './sections/actions'
import {
  AvatarsSection,
  CardsSection,
  SeparatorsSection,
  SkeletonsSection,
  TableSection,
  TabsSection,
} from './sections/display'
import {
  CheckboxesSection,
  FormFieldsSection,
  InputsSection,
  SelectSection,
  SwitchesSection,
} from './sections/forms'
import {
  DialogSection,
  DropdownMenuSection,
  SheetSection,
  TooltipsSection,
} from './sections/overlays'

/** In page order; each id is also the section's data-testid and anchor. */
const SECTIONS = [
  { id: 'ks-buttons', key: 'buttons', Component: ButtonsSection },
  { id: 'ks-badges', key: 'badges', Component: BadgesSection },
  { id: 'ks-avatars', key: 'avatars', Component: AvatarsSection },
  { id: 'ks-inputs', key: 'inputs', Component: InputsSection },
  { id: 'ks-form-fields', key: 'formFields', Component: FormFieldsSection },
  { id: 'ks-select', key: 'select', Component: SelectSection },
  { id: 'ks-tabs', key: 'tabs', Component: TabsSection },
  { id: 'ks-switches', key: 'switches', Component: SwitchesSection },
  { id: 'ks-checkboxes', key: 'checkboxes', Component: CheckboxesSection },
  { id: 'ks-cards', key: 'cards', Component: CardsSection },
  { id: 'ks-dialog', key: 'dialog', Component: DialogSection },
  { id: 'ks-sheet', key: 'sheet', Component: SheetSection },
  { id: 'ks-dropdown-menu', key: 'dropdownMenu', Component: DropdownMenuSection },
  { id: 'ks-tooltips', key: 'tooltips', Component: TooltipsSection },
  { id: 'ks-table', key: 'table', Component: TableSection },
  { id: 'ks-skeletons', key: 'skeletons', Component: SkeletonsSection },
  { id: 'ks-spinner', key: 'spinner', Component: SpinnerSection },
  { id: 'ks-separators', key: 'separators', Component: SeparatorsSection },
  { id: 'ks-toasts', key: 'toasts', Component: ToastsSection },
] as const

/** The design-system reference: every UI primitive in its states, on one page (route `test`). */
export function KitchenSinkPage() {
  const { t, i18n } = useTranslation()
  return (
    <TooltipProvider>
      <div className="min-h-[calc(var(--vh)*100)] bg-muted/40" data-testid="kitchen-sink">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2 focus:shadow"
        >
          {t('common.skipToContent')}
        </a>
        <header className="sticky top-0 z-40 border-b bg-background/80 backdrop-blur supports-[backdrop-filter]:bg-background/70">
          <div className="mx-auto flex h-14 max-w-6xl items-center gap-3 px-4 sm:px-6">
            <Link
              to={href('home')}
              className="flex items-center gap-2 rounded-md font-semibold outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <LogoMark className="size-7" />
              {t('common.appName')}
            </Link>
            <Badge variant="secondary" className="hidden sm:inline-flex">
              {t('kitchen-sink.eyebrow')}
            </Badge>
            <div className="ml-auto">
              <LanguageSwitcher />
            </div>
          </div>
          <nav
            aria-label={t('kitchen-sink.nav.label')}
            className="mx-auto max-w-6xl overflow-x-auto px-4 sm:px-6"
          >
            <ul className="flex gap-1 pb-2">
              {SECTIONS.map(({ id, key }) => (
                <li key={id}>
                  <a
                    href={`#${id}`}
                    className="block whitespace-nowrap rounded-md px-2.5 py-1 text-muted-foreground text-sm outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    {t(`kitchen-sink.${key}.title`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </header>

        <main id="main" className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
          <div className="mb-10 flex max-w-3xl flex-col gap-3">
            <p className="font-medium text-primary text-sm">{t('kitchen-sink.eyebrow')}</p>
            <h1 className="text-balance font-semibold text-3xl tracking-tight sm:text-4xl">
              {t('kitchen-sink.title')}
            </h1>
            <p className="text-pretty text-lg text-muted-foreground">
              {t('kitchen-sink.description')}
            </p>
          </div>
          {/* Keyed by language so uncontrolled sample values follow a language change. */}
          <div key={i18n.language} className="grid gap-6 lg:grid-cols-2">
            {SECTIONS.map(({ id, Component }) => (
              <Component key={id} />
            ))}
          </div>
          <p className="mt-12 text-center text-muted-foreground text-sm">
            {t('kitchen-sink.footer', { count: SECTIONS.length })}
          </p>
        </main>
        {/* Named apart from the app's own notifications, which are on this page too. */}
        <Toaster
          id={TOASTER_ID}
          position="bottom-right"
          closeButton
          containerAriaLabel={t('kitchen-sink.toasts.region')}
        />
      </div>
    </TooltipProvider>
  )
}
