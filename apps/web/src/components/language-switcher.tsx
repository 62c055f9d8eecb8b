import { isLocale, LOCALE_NAMES, LOCALES } from '@designer/contract'
import { Check, Languages } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { auth } from '@/lib/auth'
import { errorText } from '@/lib/forms'

/**
 * English, Español, Français: the choice is saved under the `locale` storage key and, when
 * signed in, as the account's language.
 */
export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation()
  const current = isLocale(i18n.language) ? i18n.language : 'en'
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size={compact ? 'icon' : 'sm'}
          aria-label={`${t('common.language')}: ${LOCALE_NAMES[current]}`}
          data-testid="language-switcher"
        >
          <Languages aria-hidden />
          {/* On a phone the icon says it (its name is read out): the bar's room goes to the title. */}
          {!compact && <span className="hidden sm:inline">{LOCALE_NAMES[current]}</span>}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {LOCALES.map((locale) => (
          <DropdownMenuItem
            key={locale}
            lang={locale}
            onSelect={() =>
              void auth.changeLanguage(locale).catch((err) => toast.error(errorText(t, err)))
            }
            data-testid={`language-${locale}`}
          >
            <span className="flex-1">{LOCALE_NAMES[locale]}</span>
            {locale === current && <Check aria-hidden className="size-4" />}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
