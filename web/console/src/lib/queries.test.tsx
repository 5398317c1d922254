import { describe, expect, it, vi } from 'vitest'
import { render, waitFor, type Rendered } from '../test/render'
import { answer } from '../test/server'
import { useAssetName } from './queries'

let view: Rendered | undefined

function Names({ ids }: { ids: unknown[] }) {
  const assetName = useAssetName()
  return <p>{ids.map(assetName).join(' ')}</p>
}

describe('asset names', () => {
  it('names an asset by its id, and by #id while the assets load or when the list lacks it', async () => {
    let respond: (response: Response) => void = () => undefined
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (respond = resolve))),
    )
    view = await render(<Names ids={[1, 3, 9]} />)
    expect(view.container.textContent).toBe('#1 #3 #9')
    respond(
      answer({
        currency: [
          { id: 1, name: 'BTC', scale: 8 },
          { id: 3, name: 'USDT', scale: 8 },
        ],
      }),
    )
    await waitFor(() => expect(view!.container.textContent).toBe('BTC USDT #9'))
  })
})
