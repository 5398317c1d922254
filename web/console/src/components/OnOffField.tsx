import { Form, Radio } from 'antd'

/** A form's on/off choice sent as 1 or 0, as two buttons: `on`'s words first, then `off`'s. */
export function OnOffField({ name, label, on, off }: { name: string; label: string; on: string; off: string }) {
  return (
    <Form.Item name={name} label={label}>
      <Radio.Group
        optionType="button"
        options={[
          { value: 1, label: on },
          { value: 0, label: off },
        ]}
      />
    </Form.Item>
  )
}
