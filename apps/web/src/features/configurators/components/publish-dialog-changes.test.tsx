import { eur, tableDefinition } from '@designer/configurator/configurator-fixtures'
import type { ConfiguratorDefinition } from '@designer/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { changeLocale } from '@/lib/i18n'
import { session } from '@/lib/session'
import { COMPANY_ID, stubApi } from '@/test/render'
import type { Problem } from '../editor/model'
import { aConfigurator } from '../testing'
import { PublishDialog } from './publish-dialog'

// Publishing again, or not at all: what changed since the live version, and what stops it.
// (publish-dialog.test.tsx has the first publish's summary in each language.)

// A dialog clicked in: slower than the default 5 s on a busy machine.
const SLOW = { timeout: 20_000 }

afterEach(async () => {
  vi.unstubAllGlobals()
  session.clear({ forgetCompany: true })
  await changeLocale('en')
})

const live = aConfigurator({ status: 'published', version: 9, publishedVersion: 2 })

function renderPublish({
  definition = tableDefinition(),
  problems = [] as Problem[],
  configurator = live,
  liveDefinition = tableDefinition(),
} = {}) {
  const calls = stubApi(() => ({ ...configurator, version: 2, definition: liveDefinition }))
  session.selectCompany(COMPANY_ID)
  const onPublish = vi.fn()
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PublishDialog
        open
        onOpenChange={() => {}}
        configurator={configurator}
        definition={definition}
        problems={problems}
        publishing={false}
        onPublish={onPublish}
      />
    </QueryClientProvider>,
  )
  return { calls, onPublish }
}

test('publishing again lists what changed since the live version', SLOW, async () => {
  const definition: ConfiguratorDefinition = tableDefinition()
  definition.steps[1]!.options.splice(2, 1)
  definition.steps[0]!.options[0]!.name = 'Length'
  definition.price.base = eur(90_000)
  const { calls, onPublish } = renderPublish({ definition })
  expect(screen.getByRole('heading', { name: 'Publish version 3?' })).toBeInTheDocument()
  expect(screen.getByText('These changes from version 2 go live for customers.')).toBeVisible()
  const changes = await screen.findByTestId('publish-changes')
  const lines = within(changes)
    .getAllByRole('listitem')
    .map((li) => li.textContent)
  expect(lines).toEqual(
    expect.arrayContaining([
      'Option Length — name',
      'Option Extension leaf',
      'Price setup — base price',
    ]),
  )
  expect(within(changes).getByLabelText('Removed')).toBeInTheDocument()
  expect(calls.map((c) => c.path)).toEqual([`/configurators/${live.id}/versions/2`])
  await userEvent.setup().click(screen.getByTestId('confirm-publish'))
  expect(onPublish).toHaveBeenCalledTimes(1)
})

test('a published draft equal to the live version says nothing changed', SLOW, async () => {
  renderPublish()
  expect(await screen.findByText('Nothing changed since the live version.')).toBeInTheDocument()
})

test('problems stop publishing: each is listed at its path, and publish is disabled', async () => {
  const problems = [
    {
      path: 'steps.0.options.0.bindings.5.objectId',
      code: 'validation.unknownObject',
      message: '',
    },
    { path: 'rules.2.when.option', code: 'validation.unknownOption', message: '' },
  ]
  const { onPublish } = renderPublish({ problems })
  expect(screen.getByText('2 problems stop publishing:')).toBeInTheDocument()
  expect(screen.getByText('steps.0.options.0.bindings.5.objectId')).toBeInTheDocument()
  expect(screen.getByText('rules.2.when.option')).toBeInTheDocument()
  expect(screen.getByTestId('confirm-publish')).toBeDisabled()
  expect(screen.queryByTestId('publish-changes')).not.toBeInTheDocument()
  expect(onPublish).not.toHaveBeenCalled()
})

test.each([
  { locale: 'en', one: '1 problem stops publishing:', two: '2 problems stop publishing:' },
  { locale: 'es', one: '1 problema impide publicar:', two: '2 problemas impiden publicar:' },
  {
    locale: 'fr',
    one: '1 problème empêche la publication :',
    two: '2 problèmes empêchent la publication :',
  },
] as const)('the problems are counted in $locale', async ({ locale, one, two }) => {
  await changeLocale(locale)
  const problem = { path: 'name', code: 'validation.required', message: '' }
  renderPublish({ problems: [problem] })
  expect(screen.getByText(one)).toBeInTheDocument()
  cleanup()
  renderPublish({ problems: [problem, { ...problem, path: 'steps.0.name' }] })
  expect(screen.getByText(two)).toBeInTheDocument()
})
