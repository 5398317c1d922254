import { afterEach, describe, expect, it, vi } from 'vitest'
import { render, waitFor, type Rendered } from '../test/render'
import { useAssetName } from './queries'

let view: Rendered | undefined

afterEach(() => {
  view?.unmount()
  view = undefined
  vi.unstubAllGlobals()
})

function Names({ ids }: { ids: unknown[] }) {
  const assetName = useAssetName()
  return <p>{ids.map(assetName).join(' ')}</p>
}

describe('asset names', () => {
  it('names an asset by its id, and by #id while the assets load or when the list lacks it', async () => {
    let answer: (response: Response) => void = () => undefined
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    )
    view = await render(<Names ids={[1, 3, 9]} />)
    expect(view.container.textContent).toBe('#1 #3 #9')
    answer(
      Response.json({
        type: 'ok',
        message: {
          currency: [
            { id: 1, name: 'BTC', scale: 8 },
            { id: 3, name: 'USDT', scale: 8 },
          ],
        },
      }),
    )
    await waitFor(() => expect(view!.container.textContent).toBe('BTC USDT #9'))
  })
})
