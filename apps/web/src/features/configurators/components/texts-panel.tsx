import { LOCALE_NAMES, LOCALES, type Locale } from '@designer/contract'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { SelectField } from '@/components/select-field'
import { FormField } from '@/components/ui/form-field'
import { Textarea } from '@/components/ui/textarea'
import { fieldText } from '@/lib/forms'
import type { Problem } from '../editor/model'
import type { ConfiguratorStore, ConfiguratorWork } from '../editor/store'
import { TranslationsPanel } from './translations-panel'

/**
 * The Texts tab: the language the studio writes its texts in, the configurator's description
 * and the quote form's intro, and the translations of every text into the other languages
 * (docs/decisions/038-studio-texts.md). Saved with the draft like every other change.
 */
export function TextsPanel({
  store,
  work,
  problems,
}: {
  store: ConfiguratorStore
  work: ConfiguratorWork
  /** The draft's problems under its texts (`description`, `translations.fr.name`…). */
  problems: Problem[]
}) {
  const { t } = useTranslation()
  const uid = useId()
  const def = work.definition
  const at = (path: string) => {
    const found = problems.find((p) => p.path === path)
    return found ? fieldText(t, found.code) : undefined
  }
  const set = (field: 'description' | 'quoteIntro', text: string) =>
    store.change((w) => {
      w.definition[field] = text
    }, `texts.${field}`)
  return (
    <div
      className="grid min-h-0 flex-1 content-start gap-6 overflow-y-auto px-3 pb-4"
      data-testid="texts-panel"
    >
      <section aria-labelledby={`${uid}-own`} className="grid gap-4">
        <div className="grid gap-1">
          <h2 id={`${uid}-own`} className="font-semibold text-sm">
            {t('configurators.texts.ownTitle')}
          </h2>
          <p className="text-muted-foreground text-xs">{t('configurators.texts.ownHint')}</p>
        </div>
        <SelectField
          id={`${uid}-language`}
          label={t('configurators.texts.language')}
          description={t('configurators.texts.languageHint')}
          value={def.language}
          onValueChange={(language) =>
            store.change((w) => {
              w.definition.language = language as Locale
            })
          }
          options={LOCALES.map((l) => ({
            value: l,
            label: <span lang={l}>{LOCALE_NAMES[l]}</span>,
          }))}
          data-testid="studio-language"
        />
        <FormField
          id={`${uid}-description`}
          label={t('configurators.texts.description')}
          description={t('configurators.texts.descriptionHint')}
          error={at('description')}
        >
          <Textarea
            rows={3}
            lang={def.language}
            value={def.description}
            placeholder={t('configurators.texts.descriptionPlaceholder')}
            onChange={(e) => set('description', e.target.value)}
          />
        </FormField>
        <FormField
          id={`${uid}-quote-intro`}
          label={t('configurators.texts.quoteIntro')}
          description={t('configurators.texts.quoteIntroHint')}
          error={at('quoteIntro')}
        >
          <Textarea
            rows={3}
            lang={def.language}
            value={def.quoteIntro}
            placeholder={t('configurators.texts.quoteIntroPlaceholder')}
            onChange={(e) => set('quoteIntro', e.target.value)}
          />
        </FormField>
      </section>
      <TranslationsPanel store={store} work={work} problems={problems} />
    </div>
  )
}
