import { Table } from 'antd'
import { describe, expect, it } from 'vitest'
import { setLang } from '../lib/i18n'
import { click, render } from '../test/render'
import { PagedTable, QueryTable, StatusBar, useFilteredPages, usePages } from './Paging'

const rows = (count: number, from = 1) => Array.from({ length: count }, (_, i) => ({ id: from + i }))

/** A list of 45 rows on the server, 20 a page, showing which page it asked for. */
function Rows() {
  const { page, pagination } = usePages(20)
  return (
    <>
      <output>{page}</output>
      <Table
        rowKey="id"
        dataSource={rows(page === 3 ? 5 : 20, (page - 1) * 20 + 1)}
        pagination={pagination(45)}
        columns={[{ title: 'ID', dataIndex: 'id' }]}
      />
    </>
  )
}

/** A list filtered by status, showing its status and page. */
function Filtered() {
  const { filter, setFilter, page, setPage, pagination } = useFilteredPages<number>(1, 20)
  return (
    <>
      <StatusBar
        value={filter}
        onChange={setFilter}
        options={[
          { value: 1, label: 'Open' },
          { value: 2, label: 'Closed' },
        ]}
      />
      <output>{`${filter}/${page}/${String(pagination(undefined).total)}`}</output>
      <button type="button" className="next" onClick={() => setPage(page + 1)} />
    </>
  )
}

const shown = () => document.querySelector('output')?.textContent

describe('paged lists', () => {
  it('pages a server list 20 rows at a time with the total in the operator’s language and no size changer', async () => {
    setLang('en')
    await render(<Rows />)
    expect(document.querySelector('.ant-pagination-total-text')?.textContent).toBe('45 in all')
    expect(document.querySelector('.ant-pagination-options-size-changer')).toBeNull()
    expect([...document.querySelectorAll('.ant-pagination-item')].map((li) => li.textContent)).toEqual(['1', '2', '3'])
    await click(document.querySelector('.ant-pagination-item-3'))
    expect(shown()).toBe('3')
  })

  it('goes back to the first page when the status filter changes, and counts no rows before the list answers', async () => {
    await render(<Filtered />)
    await click(document.querySelector('.next'))
    await click(document.querySelector('.next'))
    expect(shown()).toBe('1/3/0')
    const closed = [...document.querySelectorAll('.toolbar .ant-segmented-item')].find((item) =>
      item.textContent?.includes('Closed'),
    )
    await click(closed!.querySelector('input'))
    expect(shown()).toBe('2/1/0')
  })

  it('shows a page of a server list as a small table with its total, and says above it why a read failed', async () => {
    setLang('en')
    function Listed({ failed }: { failed: boolean }) {
      const { pagination } = usePages(20)
      const list = failed
        ? { isError: true, error: new Error('Not allowed'), isLoading: false, data: undefined }
        : { isError: false, error: null, isLoading: false, data: { data: rows(2), total: 22 } }
      return (
        <PagedTable<{ id: number }>
          list={list}
          pagination={pagination}
          rowKey="id"
          columns={[{ title: 'ID', dataIndex: 'id' }]}
        />
      )
    }
    const shown = await render(<Listed failed={false} />)
    expect(document.querySelector('.ant-table-small')).not.toBeNull()
    expect([...document.querySelectorAll('tr[data-row-key]')].map((tr) => tr.textContent)).toEqual(['1', '2'])
    expect(document.querySelector('.ant-pagination-total-text')?.textContent).toBe('22 in all')
    expect(document.querySelector('.ant-alert')).toBeNull()
    shown.unmount()
    await render(<Listed failed />)
    expect(document.querySelector('.ant-alert-error')?.textContent).toContain('Not allowed')
    expect(document.querySelector('.ant-table-placeholder')).not.toBeNull()
  })

  it('shows a read’s rows as a small table with the table’s own options, and says above it why a read failed', async () => {
    setLang('en')
    const columns = [{ title: 'ID', dataIndex: 'id' }]
    const shown = await render(
      <QueryTable<{ id: number }>
        query={{ isError: false, error: null, isLoading: false, data: rows(3) }}
        rowKey="id"
        pagination={false}
        columns={columns}
      />,
    )
    expect(document.querySelector('.ant-table-small')).not.toBeNull()
    expect([...document.querySelectorAll('tr[data-row-key]')].map((tr) => tr.textContent)).toEqual(['1', '2', '3'])
    expect(document.querySelector('.ant-pagination')).toBeNull()
    shown.unmount()
    await render(
      <QueryTable<{ id: number }>
        query={{ isError: true, error: new Error('Not allowed'), isLoading: false, data: undefined }}
        rowKey="id"
        columns={columns}
      />,
    )
    expect(document.querySelector('.ant-alert-error')?.textContent).toContain('Not allowed')
    expect(document.querySelector('.ant-table-placeholder')).not.toBeNull()
  })
})
