import { type ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useAreaCode } from '@/features/user/areaCode'
import { t } from '@/lib/i18n'
import type * as RequestModule from '@/lib/request'
import { useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import type { RealState, User } from '@/lib/types'
import { click, typeInto } from '@/test/interact'
import { withProviders } from '@/test/providers'
import { advance, render, type Rendered } from '@/test/render'
import AreasScreen from './areas'
import RealScreen from './real'
import RealMarkScreen from './real_mark'
import SecurityScreen from './security'
import UserInfoScreen from './userInfo'

const api = vi.hoisted(() => ({
  user: null as unknown,
  real: null as unknown,
  wallets: [] as unknown,
  calls: [] as Array<{ url: string; data: unknown }>,
}))

vi.mock('@/lib/request', async (importOriginal) => {
  const original = await importOriginal<typeof RequestModule>()
  const answer = (url: string, data?: Record<string, unknown>) => {
    api.calls.push({ url, data })
    if (url === '/user/info') return Promise.resolve(api.user)
    if (url === '/real/state') return Promise.resolve(api.real)
    if (url === '/user/wallet_links') return Promise.resolve(api.wallets)
    if (url === '/user/editNickname') return Promise.resolve('Saved')
    return Promise.reject(new original.RequestError('not_found', 'not found'))
  }
  return { ...original, get: vi.fn(answer), post: vi.fn(answer) }
})

function user(extra: Partial<User> = {}): User {
  return {
    id: 10001,
    account: 'kyc@example.com',
    account_number: '',
    email: 'kyc@example.com',
    phone: '13800138000',
    area_code: '86',
    nickname: 'Trader',
    signature: '',
    head_portrait: '',
    extension_code: 'ABC123',
    score: 0,
    level: 0,
    real_level: 0,
    review_status: 0,
    has_pay_password: 0,
    create_date: '2026-01-01 08:00:00',
    create_date_ts: 1767225600000,
    ...extra,
  }
}

function realState(real_status: number, review_status: number, advanced_review_status = 0, reason = ''): RealState {
  return {
    real_status,
    review_status,
    advanced_review_status,
    real_data:
      review_status === 0
        ? null
        : {
            id_type: 1,
            name: 'Zhang San',
            card_id: '110***002X',
            front_pic: '',
            reverse_pic: '',
            hand_pic: '',
            review_status,
            advanced_user: real_status >= 2 ? 1 : 0,
            reject_reason: reason,
          },
  }
}

let view: Rendered | undefined

beforeEach(() => {
  vi.useFakeTimers()
  vi.spyOn(toast, 'show').mockImplementation(() => undefined)
  vi.spyOn(toast, 'success').mockImplementation(() => undefined)
  api.user = user()
  api.real = realState(0, 0)
  api.wallets = []
  api.calls = []
  useSession.setState({ token: 'tok', user: null })
  useAreaCode.setState({ code: '86' })
})

afterEach(() => {
  view?.unmount()
  view = undefined
  document.body.innerHTML = ''
  useSession.setState({ token: '', user: null })
  vi.useRealTimers()
})

async function show(node: ReactNode, path: string) {
  const app = withProviders(node, { path })
  view = await render(app.element)
  await advance(0)
  await advance(0)
  return app
}

const text = () => document.body.textContent ?? ''
const button = (label: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === label)
const row = (label: string) =>
  [...document.querySelectorAll('.adm-list-item')].find(
    (el) => el.querySelector('.adm-list-item-content-main')?.textContent === label,
  )

describe('verification status page', () => {
  it('offers to start when nothing was filed', async () => {
    const app = await show(<RealMarkScreen />, '/pages/setting/real_mark')
    expect(text()).toContain(t('real.none_title'))
    await click(button(t('real.start')))
    expect(app.router.state.location.pathname).toBe('/pages/setting/real')
  })

  it("shows the reviewer's reason and a resubmit button after a rejection", async () => {
    api.real = realState(0, 3, 0, 'The picture is blurred')
    await show(<RealMarkScreen />, '/pages/setting/real_mark')
    expect(text()).toContain(t('real.rejected_title', { level: 1 }))
    expect(text()).toContain('The picture is blurred')
    expect(button(t('real.resubmit'))).toBeDefined()
  })

  it('offers level 2 once level 1 is verified, and nothing more after level 2', async () => {
    api.real = realState(1, 2)
    await show(<RealMarkScreen />, '/pages/setting/real_mark')
    expect(text()).toContain(t('real.verified_title', { level: 1 }))
    expect(text()).toContain('110***002X')
    expect(button(t('real.start_level2'))).toBeDefined()
    view?.unmount()

    api.real = realState(2, 2, 2)
    await show(<RealMarkScreen />, '/pages/setting/real_mark')
    expect(text()).toContain(t('real.verified_title', { level: 2 }))
    expect(button(t('real.start_level2'))).toBeUndefined()
  })

  it('shows a pending review', async () => {
    api.real = realState(1, 2, 1)
    await show(<RealMarkScreen />, '/pages/setting/real_mark')
    expect(text()).toContain(t('real.reviewing_title', { level: 2 }))
  })
})

describe('verification form', () => {
  it('asks for the missing contact first and links to the sheet that binds it', async () => {
    api.user = user({ email: '' })
    const app = await show(<RealScreen />, '/pages/setting/real')
    expect(text()).toContain(t('real.contacts_title'))
    expect(text()).not.toContain(t('real.name'))
    await click(row(t('auth.email')))
    expect(app.router.state.location.pathname).toBe('/pages/setting/security')
    expect(app.router.state.location.search).toBe('?bind=email')
  })

  it('files level 1 first, with the document choices', async () => {
    await show(<RealScreen />, '/pages/setting/real')
    expect(text()).toContain(t('real.level1_title'))
    for (const type of [1, 2, 3]) expect(text()).toContain(t(`real.id_type_${type}`))
    expect(document.querySelector('input[name="front_pic"]')).toBeNull()
  })

  it("sends the chosen document as the picker's 0-based index, a passport as 1", async () => {
    await show(<RealScreen />, '/pages/setting/real')
    const chips = [...document.querySelectorAll('.adm-selector-item')]
    await click(chips.find((el) => el.textContent === t('real.id_type_2')))
    const inputs = document.querySelectorAll('input')
    await typeInto(inputs[0], 'Jane Doe')
    await typeInto(inputs[1], 'P1234567')
    await click(button(t('real.submit')))
    for (let i = 0; i < 5; i++) await advance(0)
    expect(api.calls.find((c) => c.url === '/user/real')?.data).toMatchObject({ real_type: 1, id_type: 1 })
  })

  it('files the pictures once level 1 is verified', async () => {
    api.real = realState(1, 2)
    await show(<RealScreen />, '/pages/setting/real')
    expect(text()).toContain(t('real.level2_title'))
    expect(document.querySelectorAll('input[type="file"]')).toHaveLength(3)
  })

  it('sends a pending review to the status page', async () => {
    api.real = realState(0, 1)
    const app = await show(<RealScreen />, '/pages/setting/real')
    expect(app.router.state.location.pathname).toBe('/pages/setting/real_mark')
  })
})

describe('area code screen', () => {
  it('filters by dialling code and hands the picked code back to the store', async () => {
    await show(<AreasScreen />, '/pages/setting/areas')
    await typeInto(document.querySelector('.areas-search input'), '852')
    const rows = document.querySelectorAll('.adm-list-item')
    expect(rows).toHaveLength(1)
    expect(rows[0]?.textContent).toContain('+852')
    await click(rows[0])
    expect(useAreaCode.getState().code).toBe('852')
  })
})

describe('security screen', () => {
  it('shows bound contacts masked and opens the binding sheet named in the address', async () => {
    api.user = user({ email: '' })
    await show(<SecurityScreen />, '/pages/setting/security?bind=email')
    expect(text()).toContain('+86 138****8000')
    expect(text()).toContain(t('bind.email_title'))
    expect(text()).toContain(t('pay_password.title'))
  })

  it('picks the area code of a new mobile on the areas screen', async () => {
    api.user = user({ phone: '' })
    useAreaCode.setState({ code: '852' })
    const app = await show(<SecurityScreen />, '/pages/setting/security?bind=mobile')
    expect(text()).toContain(t('security.bind_mobile'))
    const areaButton = document.querySelector('.sheet button.area-code')
    expect(areaButton?.textContent).toBe('+852')
    await click(areaButton)
    expect(app.router.state.location.pathname).toBe('/pages/setting/areas')
  })

  it('asks an account opened by a wallet to bind an e-mail before it can have a login password', async () => {
    api.user = user({ email: '', phone: '' })
    await show(<SecurityScreen />, '/pages/setting/security')
    expect(text()).toContain(t('security.bind_email_first'))
    await click(
      [...document.querySelectorAll('.adm-list-item')].find((row) =>
        row.textContent?.includes(t('security.login_password')),
      ),
    )
    expect(text()).toContain(t('bind.email_title'))
  })

  it('names the chains of the linked wallets and opens the screen that links them', async () => {
    api.wallets = [
      { chain: 'ETH', address: '0x52908400098527886e0f7030069857d2e4169ee7', linked_at: 1767225600000 },
      { chain: 'TRON', address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8', linked_at: 1767225600000 },
    ]
    const app = await show(<SecurityScreen />, '/pages/setting/security')
    expect(row(t('security.wallets'))?.textContent).toContain('Ethereum, TRON')
    await click(row(t('security.wallets')))
    expect(app.router.state.location.pathname).toBe('/pages/setting/walletLinks')
  })

  it('says no wallet is linked when there is none', async () => {
    await show(<SecurityScreen />, '/pages/setting/security')
    expect(row(t('security.wallets'))?.textContent).toContain(t('security.not_bound'))
  })

  it('opens no sheet for a contact that is bound already', async () => {
    await show(<SecurityScreen />, '/pages/setting/security?bind=mobile')
    expect(text()).not.toContain(t('security.bind_mobile'))
  })
})

describe('profile screen', () => {
  it('shows the account, UID and invite code with the built-in default avatar', async () => {
    await show(<UserInfoScreen />, '/pages/setting/userInfo')
    expect(text()).toContain('10001')
    expect(text()).toContain('ABC123')
    expect(text()).toContain('kyc@example.com')
    expect(document.querySelector('img.profile-avatar')?.getAttribute('src')).toBe('/media/avatars/avatar_1.svg')
  })

  it('checks the nickname before saving it', async () => {
    await show(<UserInfoScreen />, '/pages/setting/userInfo')
    const nickname = document.querySelector('.profile-form input')
    await typeInto(nickname, 'a b')
    await click(document.querySelector('.profile-form button[type="submit"]'))
    await advance(10)
    expect(text()).toContain(t('profile.nickname_rule'))
    expect(api.calls.filter((c) => c.url === '/user/editNickname')).toEqual([])

    await typeInto(nickname, '小明')
    await click(document.querySelector('.profile-form button[type="submit"]'))
    await advance(10)
    expect(api.calls).toContainEqual({ url: '/user/editNickname', data: { nickname: '小明', signature: undefined } })
    expect(toast.success).toHaveBeenCalledWith('Saved')
  })
})
