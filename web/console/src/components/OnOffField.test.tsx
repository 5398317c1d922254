import { Form } from 'antd'
import { describe, expect, it, vi } from 'vitest'
import { click, render, waitFor } from '../test/render'
import { OnOffField } from './OnOffField'

describe('the on/off field', () => {
  it('offers the on words then the off words, and sets 1 or 0', async () => {
    const onValues = vi.fn()
    await render(
      <Form initialValues={{ status: 1 }} onValuesChange={(_, all) => onValues(all)}>
        <OnOffField name="status" label="Status" on="On sale" off="Closed" />
      </Form>,
    )
    const options = [...document.querySelectorAll<HTMLLabelElement>('.ant-radio-button-wrapper')]
    expect(options.map((o) => o.textContent)).toEqual(['On sale', 'Closed'])
    expect(options.map((o) => o.classList.contains('ant-radio-button-wrapper-checked'))).toEqual([true, false])
    expect(document.querySelector('.ant-form-item-label')?.textContent).toBe('Status')
    await click(options[1].querySelector('input'))
    await waitFor(() => expect(onValues).toHaveBeenCalledWith({ status: 0 }))
  })
})
