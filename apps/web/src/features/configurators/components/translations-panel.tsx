import { missingTranslations } from '@designer/configurator/texts'
import { LOCALES, type Locale } from '@designer/contract'
import { useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { Textarea } from '@/components/ui/textarea'
import { fieldText } from '@/lib/forms'
import { cn } from '@/lib/utils'
import type { Problem } from '../editor/model'
import type { ConfiguratorStore, ConfiguratorWork } from '../editor/store'
import { setTranslation } from '../editor/texts'
import {
  type TranslationRow,
  type TranslationSection,
  translationSections,
} from './translation-rows'

/**
 * Every text of the configurator beside its translation into one of the other two languages,
 * the missing ones marked and counted. A text left untranslated is shown to visitors in the
 * studio's language.
 */
export function TranslationsPanel({
  store,
  work,
  problems,
}: {
  store: ConfiguratorStore
  work: ConfiguratorWork
  problems: Problem[]
}) {
  const { t } = useTranslation()
  const uid = useId()
  const def = work.definition
  const others = LOCALES.filter((l) => l !== def.language)
  const [chosen, setChosen] = useState<Locale>(others[0]!)
  // The studio's language may have become the one being translated into.
  const language = others.includes(chosen) ? chosen : others[0]!
  const sections = useMemo(() => translationSections(def, work.name), [def, work.name])
  const missing = useMemo(
    () => Object.fromEntries(others.map((l) => [l, missingTranslations(def, work.name, l)])),
    [def, work.name, others],
  ) as Record<Locale, string[]>
  // "Only missing" keeps the texts that were missing when it was turned on: one being
  // translated stays in view while it is typed.
  const [onlyMissing, setOnlyMissing] = useState<Record<Locale, string[]> | null>(null)

  return (
    <section aria-labelledby={`${uid}-title`} className="grid gap-3" data-testid="translations">
      <div className="grid gap-1">
        <h2 id={`${uid}-title`} className="font-semibold text-sm">
          {t('configurators.texts.translationsTitle')}
        </h2>
        <p className="text-muted-foreground text-xs">
          {t('configurators.texts.translationsHint', {
            language: t(`configurators.texts.languagesInText.${def.language}`),
          })}
        </p>
      </div>
      <Tabs value={language} onValueChange={(l) => setChosen(l as Locale)} className="gap-3">
        <TabsList
          aria-label={t('configurators.texts.translateInto')}
          className="grid h-auto w-full grid-cols-2"
        >
          {others.map((l) => (
            <TabsTrigger
              key={l}
              value={l}
              className="h-auto flex-wrap gap-x-2 gap-y-0.5 py-1.5"
              data-testid={`translate-${l}`}
            >
              {t(`configurators.texts.languages.${l}`)}
              <Badge
                variant={missing[l].length ? 'warning' : 'success'}
                className="px-1.5 py-0 font-normal"
                data-testid={`missing-${l}`}
              >
                {missing[l].length
                  ? t('configurators.texts.missing', { count: missing[l].length })
                  : t('configurators.texts.complete')}
              </Badge>
            </TabsTrigger>
          ))}
        </TabsList>
        <div className="flex items-center gap-2">
          <Switch
            id={`${uid}-only-missing`}
            checked={onlyMissing !== null}
            onCheckedChange={(on) => setOnlyMissing(on ? missing : null)}
          />
          <Label htmlFor={`${uid}-only-missing`} className="font-normal text-xs">
            {t('configurators.texts.onlyMissing')}
          </Label>
        </div>
        {others.map((l) => (
          <TabsContent key={l} value={l} className="grid gap-5">
            {sections.map((section) => (
              <Section
                key={section.id}
                section={section}
                rows={
                  onlyMissing
                    ? section.rows.filter((r) => onlyMissing[l]?.includes(r.key))
                    : section.rows
                }
                language={l}
                store={store}
                work={work}
                missing={missing[l]}
                problems={problems}
              />
            ))}
            {onlyMissing && !onlyMissing[l]?.length && (
              <p className="text-muted-foreground text-sm">{t('configurators.texts.allDone')}</p>
            )}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  )
}

function Section({
  section,
  rows,
  language,
  store,
  work,
  missing,
  problems,
}: {
  section: TranslationSection
  rows: TranslationRow[]
  language: Locale
  store: ConfiguratorStore
  work: ConfiguratorWork
  missing: string[]
  problems: Problem[]
}) {
  const { t } = useTranslation()
  const uid = useId()
  if (rows.length === 0) return null
  const title =
    section.kind === 'step'
      ? t('configurators.texts.sections.step', { name: section.name })
      : t(`configurators.texts.sections.${section.kind}`)
  return (
    <section aria-labelledby={`${uid}-title`} className="grid gap-3">
      <h3
        id={`${uid}-title`}
        className="border-b pb-1 font-semibold text-muted-foreground text-xs uppercase tracking-wide"
      >
        {title}
      </h3>
      <ul className="grid gap-3">
        {rows.map((row) => (
          <TranslationField
            key={row.key}
            row={row}
            language={language}
            studioLanguage={work.definition.language}
            value={work.definition.translations[language]?.[row.key] ?? ''}
            missing={missing.includes(row.key)}
            error={problems.find((p) => p.path === `translations.${language}.${row.key}`)}
            onChange={(text) =>
              store.change(
                (w) => setTranslation(w.definition, language, row.key, text),
                `translation.${language}.${row.key}`,
              )
            }
          />
        ))}
      </ul>
    </section>
  )
}

function TranslationField({
  row,
  language,
  studioLanguage,
  value,
  missing,
  error,
  onChange,
}: {
  row: TranslationRow
  language: Locale
  studioLanguage: Locale
  value: string
  missing: boolean
  error: Problem | undefined
  onChange: (text: string) => void
}) {
  const { t } = useTranslation()
  const uid = useId()
  const what =
    row.kind === 'message' && row.of
      ? t('configurators.texts.kinds.namedMessage', { of: row.of })
      : t(`configurators.texts.kinds.${row.kind}`, { of: row.of })
  const label = t('configurators.texts.inputLabel', {
    text: row.text,
    language: t(`configurators.texts.languagesInText.${language}`),
  })
  const message = error ? fieldText(t, error.code) : undefined
  const control = {
    id: `${uid}-input`,
    lang: language,
    value,
    'aria-label': label,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': message ? `${uid}-message` : undefined,
    className: cn(
      'text-sm',
      missing && 'border-warning border-dashed bg-warning/5 placeholder:text-foreground/55',
    ),
    placeholder: missing ? t('configurators.texts.missingPlaceholder') : undefined,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  }
  return (
    <li className="grid gap-1.5" data-testid="translation" data-key={row.key}>
      <div className="flex min-w-0 items-center gap-2 text-muted-foreground text-xs">
        <span className="min-w-0 truncate" title={what}>
          {what}
        </span>
        {missing && (
          <Badge variant="warning" className="px-1.5 py-0 font-normal">
            {t('configurators.texts.missingOne')}
          </Badge>
        )}
      </div>
      <div className="grid grid-cols-2 items-start gap-2">
        <p
          lang={studioLanguage}
          className="min-h-9 whitespace-pre-line break-words rounded-md border border-transparent bg-muted/60 px-3 py-1.5 text-sm"
        >
          {row.text}
        </p>
        {row.long ? <Textarea rows={3} {...control} /> : <Input {...control} />}
      </div>
      {message && (
        <p id={`${uid}-message`} className="text-destructive text-xs" role="alert">
          {message}
        </p>
      )}
    </li>
  )
}
