import { describe, expect, it } from 'vitest'
import type { Pager } from '@/features/wallet'
import { loanPage, nextLoanPage, statusParam } from './list'
import type { LoanStatus, LoanView } from './types'

const row = (id: number, status: LoanStatus) => ({ id, status }) as LoanView

const pager = (data: LoanView[], total: number) => ({ data, total, current_page: 1 }) as unknown as Pager<LoanView>

describe('the list of loans by state', () => {
  it('asks the server for one status when the filter is one, and for every loan otherwise', () => {
    expect(statusParam('all')).toBeUndefined()
    expect(statusParam('pending')).toBe(0)
    expect(statusParam('active')).toBe(1)
    expect(statusParam('closed')).toBeUndefined()
  })

  it('keeps only repaid, liquidated, rejected and cancelled loans under closed, counting the rows sent', () => {
    const page = loanPage(pager([row(6, 1), row(5, 5), row(4, 3), row(3, 0), row(2, 2), row(1, 4)], 30), 'closed', 1)
    expect(page.list.map((r) => r.id)).toEqual([5, 4, 2, 1])
    expect(page.sent).toBe(6)
  })

  it('reads on while full pages come back and stops at a short page or once the total is read', () => {
    const full = { list: [], sent: 10, total: 25, page: 1 }
    expect(nextLoanPage(full, [full], 10)).toBe(2)
    const second = { ...full, page: 2 }
    expect(nextLoanPage(second, [full, second], 10)).toBe(3)
    const short = { list: [], sent: 5, total: 25, page: 3 }
    expect(nextLoanPage(short, [full, second, short], 10)).toBeUndefined()
    const exact = { list: [], sent: 10, total: 20, page: 2 }
    expect(nextLoanPage(exact, [full, exact], 10)).toBeUndefined()
  })
})
