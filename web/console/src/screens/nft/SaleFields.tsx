import { Col, DatePicker, Form, Select } from 'antd'
import { rule } from '../../components/rules'
import type { Moment } from '../../lib/format'
import { useI18n } from '../../lib/i18n'
import { checkRequired } from '../../lib/validation'
import { useZone } from '../../lib/zone'
import { artistOptions, useApprovedArtists, useNftCurrencies } from './queries'
import { saleTimes, timesProblem } from './shared'

/** The fields the artwork and series forms share, each a column of the form's `Row`. */

/** The approved artist a new artwork or series belongs to. */
export function ArtistField() {
  const { t } = useI18n()
  const artists = useApprovedArtists()
  return (
    <Col xs={24} md={8}>
      <Form.Item name="artist_id" label={t('nft.artist')} rules={[rule(checkRequired, t)]}>
        <Select
          loading={artists.isLoading}
          showSearch={{ optionFilterProp: 'label' }}
          options={artistOptions(artists.data)}
          notFoundContent={t('nft.no_artists')}
        />
      </Form.Item>
    </Col>
  )
}

/** The currency a sale is priced in, `md` columns wide. */
export function CurrencyField({ md }: { md: number }) {
  const { t } = useI18n()
  const currencies = useNftCurrencies()
  return (
    <Col xs={24} md={md}>
      <Form.Item name="currency_id" label={t('nft.currency')} rules={[rule(checkRequired, t)]}>
        <Select
          loading={currencies.isLoading}
          options={(currencies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        />
      </Form.Item>
    </Col>
  )
}

/** When a sale starts and ends, picked in the display zone, `md` columns wide each; it must end after it starts. */
export function SaleTimeFields({ md }: { md: number }) {
  const { t } = useI18n()
  const zone = useZone()
  return (
    <>
      <Col xs={24} md={md}>
        <Form.Item name="start" label={zone.title(t('nft.start'))} rules={[rule(checkRequired, t)]}>
          <DatePicker showTime style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={md}>
        <Form.Item
          name="end"
          label={zone.title(t('nft.end'))}
          dependencies={['start']}
          rules={[
            rule(checkRequired, t),
            ({ getFieldValue }) => ({
              validator: async (_, end: Moment | null | undefined) => {
                const times = saleTimes(getFieldValue('start') as Moment | null | undefined, end, zone.zone)
                const problem = times && timesProblem(times)
                if (problem) throw new Error(t(problem))
              },
            }),
          ]}
        >
          <DatePicker showTime style={{ width: '100%' }} />
        </Form.Item>
      </Col>
    </>
  )
}
