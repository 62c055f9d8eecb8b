import { SIDEBAR } from '@designer/contract'
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import {
  Sidebar,
  SidebarContent,
  SidebarInset,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarProvider,
  SidebarTrigger,
} from './sidebar'

function renderSidebar() {
  const view = render(
    <SidebarProvider>
      <Sidebar label="Navigation">
        <SidebarContent>
          <SidebarMenu>
            <SidebarMenuItem>
              <SidebarMenuButton tooltip="Designs">Designs</SidebarMenuButton>
            </SidebarMenuItem>
          </SidebarMenu>
        </SidebarContent>
      </Sidebar>
      <SidebarInset>
        <SidebarTrigger label="Toggle sidebar" />
      </SidebarInset>
    </SidebarProvider>,
  )
  const state = () =>
    view.container.querySelector('[data-slot="sidebar"]')?.getAttribute('data-state')
  return { ...view, state }
}

function stubViewport(mobile: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: mobile,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  )
}

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: resetting the cookie the sidebar writes
  document.cookie = `${SIDEBAR.cookieName}=; path=/; max-age=0`
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

test('toggling writes sidebar_state for 7 days on the whole site', async () => {
  const written = vi.spyOn(document, 'cookie', 'set')
  const { state } = renderSidebar()
  expect(state()).toBe('expanded')

  await userEvent.click(screen.getByRole('button', { name: 'Toggle sidebar' }))
  expect(state()).toBe('collapsed')
  expect(written).toHaveBeenLastCalledWith(
    expect.stringMatching(/^sidebar_state=false; path=\/; max-age=604800(;|$)/),
  )

  await userEvent.click(screen.getByRole('button', { name: 'Toggle sidebar' }))
  expect(state()).toBe('expanded')
  expect(written).toHaveBeenLastCalledWith(
    expect.stringMatching(/^sidebar_state=true; path=\/; max-age=604800(;|$)/),
  )
})

test('the cookie is read back as the initial state', async () => {
  const first = renderSidebar()
  await userEvent.click(screen.getByRole('button', { name: 'Toggle sidebar' }))
  expect(first.state()).toBe('collapsed')
  first.unmount()

  expect(renderSidebar().state()).toBe('collapsed')
})

test('without a cookie the sidebar starts expanded', () => {
  expect(renderSidebar().state()).toBe('expanded')
})

test.each([
  { modifier: 'ctrlKey', name: 'ctrl+b' },
  { modifier: 'metaKey', name: 'meta+b' },
])('$name toggles the sidebar and keeps the browser from handling it', ({ modifier }) => {
  const { state } = renderSidebar()
  const notPrevented = fireEvent.keyDown(window, { key: 'b', [modifier]: true })
  expect(notPrevented).toBe(false)
  expect(state()).toBe('collapsed')
  fireEvent.keyDown(window, { key: 'b', [modifier]: true })
  expect(state()).toBe('expanded')
})

test('b alone, or another letter with ctrl, does nothing', () => {
  const { state } = renderSidebar()
  expect(fireEvent.keyDown(window, { key: 'b' })).toBe(true)
  expect(fireEvent.keyDown(window, { key: 'k', ctrlKey: true })).toBe(true)
  expect(state()).toBe('expanded')
})

test('on a narrow screen the trigger opens the sidebar as a sheet and gives focus back', async () => {
  stubViewport(true)
  renderSidebar()
  const trigger = screen.getByRole('button', { name: 'Toggle sidebar' })
  expect(screen.queryByRole('dialog')).toBeNull()

  await userEvent.click(trigger)
  const sheet = screen.getByRole('dialog', { name: 'Navigation' })
  expect(sheet).toHaveAttribute('data-mobile', 'true')
  expect(trigger).toHaveAttribute('aria-expanded', 'true')

  await userEvent.keyboard('{Escape}')
  expect(screen.queryByRole('dialog')).toBeNull()
  expect(trigger).toHaveFocus()
})
