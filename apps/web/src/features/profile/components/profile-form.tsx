import {
  LOCALE_NAMES,
  LOCALES,
  type ProfileUpdateInput,
  profileUpdateSchema,
  type User,
} from '@designer/contract'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import type { z } from 'zod'
import { AlertBox } from '@/components/alert-box'
import { SelectField } from '@/components/select-field'
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { SelectItem } from '@/components/ui/select'
import { request } from '@/lib/api'
import { fieldText, useFormSubmit } from '@/lib/forms'
import { changeLocale } from '@/lib/i18n'
import { session } from '@/lib/session'

const FIELDS = ['name', 'email', 'profileUrl', 'locale'] as const

export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation()
  const form = useForm<ProfileUpdateInput, unknown, z.output<typeof profileUpdateSchema>>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: {
      name: user.name,
      email: user.email,
      profileUrl: user.profileUrl ?? '',
      locale: user.locale,
    },
  })
  const { errors, isSubmitting, isDirty } = form.formState
  // The language switcher sets the account's language too: the form shows it, unless the
  // person is choosing another one here right now.
  useEffect(() => {
    if (!form.getFieldState('locale').isDirty) {
      form.resetField('locale', { defaultValue: user.locale })
    }
  }, [user.locale, form])
  const preview = form.watch('profileUrl')
  const name = form.watch('name')

  const { submit: onSubmit, error } = useFormSubmit(form, FIELDS, async (values) => {
    const result = await request<{ user: User }>('PUT', '/auth/profile', values)
    session.setUser(result!.user)
    await changeLocale(result!.user.locale)
    // A new address waits for its link (shown above the form); the field shows the current one.
    form.reset({
      ...values,
      email: result!.user.email,
      profileUrl: result!.user.profileUrl ?? '',
    })
    toast.success(t('profile.saved'))
  })

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate>
        <CardHeader>
          <CardTitle>{t('profile.details.title')}</CardTitle>
          <CardDescription>{t('profile.details.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5 pt-6">
          {error && <AlertBox>{error}</AlertBox>}
          <div className="flex items-center gap-4">
            <Avatar className="size-16 text-lg">
              {preview?.startsWith('https://') && <AvatarImage src={preview} alt={name} />}
              <AvatarFallback name={name} />
            </Avatar>
            <p className="text-muted-foreground text-sm">{t('profile.details.avatarHint')}</p>
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              id="profile-name"
              label={t('auth.fields.name')}
              error={fieldText(t, errors.name?.message)}
            >
              <Input autoComplete="name" {...form.register('name')} />
            </FormField>
            <FormField
              id="profile-email"
              label={t('auth.fields.email')}
              error={fieldText(t, errors.email?.message)}
            >
              <Input type="email" autoComplete="email" {...form.register('email')} />
            </FormField>
          </div>
          <FormField
            id="profile-url"
            label={t('profile.details.imageUrl')}
            description={t('profile.details.imageUrlHint')}
            error={fieldText(t, errors.profileUrl?.message)}
          >
            <Input
              type="url"
              inputMode="url"
              placeholder="https://"
              {...form.register('profileUrl')}
            />
          </FormField>
          <Controller
            control={form.control}
            name="locale"
            render={({ field }) => (
              <div className="sm:w-64">
                <SelectField
                  id="profile-locale"
                  label={t('common.language')}
                  error={fieldText(t, errors.locale?.message)}
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                >
                  {LOCALES.map((locale) => (
                    <SelectItem key={locale} value={locale} lang={locale}>
                      {LOCALE_NAMES[locale]}
                    </SelectItem>
                  ))}
                </SelectField>
              </div>
            )}
          />
        </CardContent>
        <CardFooter className="justify-end border-t pt-6">
          <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
            {t('common.save')}
          </Button>
        </CardFooter>
      </form>
    </Card>
  )
}
