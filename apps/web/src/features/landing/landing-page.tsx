import {
  ArrowRight,
  Boxes,
  CalendarDays,
  Camera,
  Check,
  Layers3,
  Ruler,
  Truck,
  Users,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { LanguageSwitcher } from '@/components/language-switcher'
import { LogoMark } from '@/components/logo'
import { Button } from '@/components/ui/button'
import { href } from '@/lib/routes'
import { ProductPreview } from './product-preview'

const FEATURES = [
  { key: 'parametric', icon: Ruler },
  { key: 'components', icon: Boxes },
  { key: 'configurators', icon: Layers3 },
  { key: 'views', icon: Camera },
  { key: 'suppliers', icon: Truck },
  { key: 'customers', icon: CalendarDays },
] as const

const STEPS = [{ key: 'model' }, { key: 'price' }, { key: 'publish' }] as const

export function LandingPage() {
  const { t } = useTranslation()
  return (
    <div className="min-h-[calc(var(--vh)*100)] bg-background">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2 focus:shadow"
      >
        {t('common.skipToContent')}
      </a>
      <header className="sticky top-0 z-40 border-b bg-background/80 backdrop-blur supports-[backdrop-filter]:bg-background/70">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4 sm:px-6">
          <Link to={href('home')} className="flex items-center gap-2 font-semibold text-lg">
            <LogoMark className="size-7" />
            {t('common.appName')}
          </Link>
          <nav
            aria-label={t('landing.nav.label')}
            className="hidden items-center gap-6 text-muted-foreground text-sm md:flex"
          >
            <a className="hover:text-foreground" href="#features">
              {t('landing.nav.features')}
            </a>
            <a className="hover:text-foreground" href="#how">
              {t('landing.nav.how')}
            </a>
          </nav>
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            <LanguageSwitcher compact />
            <Button asChild variant="ghost" size="sm">
              <Link to={href('auth.login')}>{t('landing.signIn')}</Link>
            </Button>
            <Button asChild size="sm" className="hidden sm:inline-flex">
              <Link to={href('auth.register')}>{t('landing.register')}</Link>
            </Button>
          </div>
        </div>
      </header>

      <main id="main">
        <section className="relative overflow-hidden border-b">
          <div
            aria-hidden
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,var(--accent),transparent_55%)]"
          />
          <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[1.05fr_1fr]">
            <div className="flex flex-col items-start gap-6">
              <span className="inline-flex items-center gap-2 rounded-full border bg-background px-3 py-1 font-medium text-muted-foreground text-xs">
                <span className="size-1.5 rounded-full bg-success" />
                {t('landing.hero.eyebrow')}
              </span>
              <h1 className="text-balance font-semibold text-4xl tracking-tight sm:text-5xl lg:text-6xl">
                {t('landing.hero.title')}
              </h1>
              <p className="max-w-xl text-pretty text-lg text-muted-foreground">
                {t('landing.hero.subtitle')}
              </p>
              <div className="flex flex-wrap items-center gap-3">
                <Button asChild size="lg">
                  <Link to={href('auth.register')}>
                    {t('landing.hero.primary')}
                    <ArrowRight aria-hidden />
                  </Link>
                </Button>
                <Button asChild size="lg" variant="outline">
                  <Link to={href('auth.login')}>{t('landing.hero.secondary')}</Link>
                </Button>
              </div>
              <ul className="flex flex-wrap gap-x-5 gap-y-2 text-muted-foreground text-sm">
                {(['trial', 'card', 'languages'] as const).map((item) => (
                  <li key={item} className="flex items-center gap-1.5">
                    <Check aria-hidden className="size-4 text-success" />
                    {t(`landing.hero.points.${item}`)}
                  </li>
                ))}
              </ul>
            </div>
            <ProductPreview />
          </div>
        </section>

        <section id="features" className="mx-auto max-w-6xl scroll-mt-16 px-4 py-20 sm:px-6">
          <div className="mx-auto max-w-2xl text-center">
            <h2 className="font-semibold text-3xl tracking-tight">{t('landing.features.title')}</h2>
            <p className="mt-3 text-muted-foreground">{t('landing.features.subtitle')}</p>
          </div>
          <div className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map(({ key, icon: Icon }) => (
              <article
                key={key}
                className="rounded-xl border bg-card p-6 shadow-xs transition-shadow hover:shadow-md"
              >
                <span className="inline-flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                  <Icon aria-hidden className="size-5" />
                </span>
                <h3 className="mt-4 font-semibold">{t(`landing.features.${key}.title`)}</h3>
                <p className="mt-2 text-muted-foreground text-sm leading-relaxed">
                  {t(`landing.features.${key}.body`)}
                </p>
              </article>
            ))}
          </div>
        </section>

        <section id="how" className="scroll-mt-16 border-y bg-muted/40">
          <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
            <h2 className="text-center font-semibold text-3xl tracking-tight">
              {t('landing.how.title')}
            </h2>
            <ol className="mt-12 grid gap-8 md:grid-cols-3">
              {STEPS.map(({ key: step }, index) => (
                <li key={step} className="flex flex-col gap-3">
                  <span className="inline-flex size-9 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground text-sm">
                    {index + 1}
                  </span>
                  <h3 className="font-semibold text-lg">{t(`landing.how.${step}.title`)}</h3>
                  <p className="text-muted-foreground text-sm leading-relaxed">
                    {t(`landing.how.${step}.body`)}
                  </p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
          <div className="flex flex-col items-start justify-between gap-6 rounded-2xl bg-primary px-8 py-10 text-primary-foreground md:flex-row md:items-center">
            <div>
              <h2 className="font-semibold text-2xl tracking-tight">{t('landing.cta.title')}</h2>
              <p className="mt-2 text-primary-foreground/90">{t('landing.cta.body')}</p>
            </div>
            <Button asChild size="lg" variant="secondary">
              <Link to={href('auth.register')}>
                <Users aria-hidden />
                {t('landing.cta.button')}
              </Link>
            </Button>
          </div>
        </section>
      </main>

      <footer className="border-t">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-8 text-muted-foreground text-sm sm:flex-row sm:px-6">
          <span className="flex items-center gap-2">
            <LogoMark className="size-5" />
            {t('landing.footer.copyright', { year: new Date().getFullYear() })}
          </span>
          <a className="hover:text-foreground" href="/v1/docs/">
            {t('landing.footer.api')}
          </a>
        </div>
      </footer>
    </div>
  )
}
