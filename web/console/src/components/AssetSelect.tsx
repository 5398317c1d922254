import { Select } from 'antd'
import { useAssets } from '../lib/queries'

/** An asset picker over the public currency list; the value is the asset id. */
export function AssetSelect(props: { value?: number; onChange?: (value: number) => void; id?: string }) {
  const assets = useAssets()
  return (
    <Select<number>
      id={props.id}
      value={props.value}
      onChange={props.onChange}
      loading={assets.isLoading}
      showSearch={{ optionFilterProp: 'label' }}
      options={(assets.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
    />
  )
}
