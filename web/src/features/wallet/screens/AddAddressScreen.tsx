import { PrimaryButton } from '@/components/form/PrimaryButton'
import { Form, Input, Selector } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { useNavigate } from '@/lib/router'
import '@/components/form/money.css'
import { Page } from '@/components/Page'
import { PicturePicker } from '@/components/PicturePicker'
import { uploadImage } from '@/features/user'
import { toast } from '@/lib/toast'
import { useSaveAddress } from '../mutations'
import '../wallet.css'

const NETWORKS: Record<number, string[]> = { 1: ['BTC'], 2: ['ERC20'], 3: ['ERC20', 'TRC20'], 4: ['ERC20'] }
const NAMES: Record<number, string> = { 1: 'BTC', 2: 'ETH', 3: 'USDT', 4: 'USDC' }

/** Adds an address to the book: asset, network, label, address and a picture of its QR code. */
export function AddAddressScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const saving = useSaveAddress()
  const [currency, setCurrency] = useState(3)
  const [network, setNetwork] = useState('TRC20')
  const [name, setName] = useState('')
  const [address, setAddress] = useState('')
  const [qrcode, setQrcode] = useState('')
  const networks = NETWORKS[currency] ?? []
  const chosen = networks.includes(network) ? network : (networks[0] ?? '')

  const submit = () => {
    if (!qrcode) {
      toast.show(t('payee.qrcode_required'))
      return
    }
    const params = { currency, name: name.trim(), address: address.trim(), qrcode, type: chosen }
    saving.mutate(params, { onSuccess: () => void navigate(-1) })
  }

  return (
    <Page title={t('payee.add_address')}>
      <Form layout="vertical" className="wallet-form">
        <Form.Item label={t('fund.asset')}>
          <Selector
            columns={4}
            value={[currency]}
            onChange={(v) => v[0] && setCurrency(v[0])}
            options={Object.entries(NAMES).map(([id, label]) => ({ value: Number(id), label }))}
          />
        </Form.Item>
        <Form.Item label={t('fund.network')}>
          <Selector
            columns={3}
            value={[chosen]}
            onChange={(v) => v[0] && setNetwork(v[0])}
            options={networks.map((n) => ({ value: n, label: n }))}
          />
        </Form.Item>
        <Form.Item label={t('payee.label')}>
          <Input maxLength={40} value={name} onChange={setName} placeholder={t('payee.label_placeholder')} />
        </Form.Item>
        <Form.Item label={t('fund.address')}>
          <Input
            value={address}
            onChange={setAddress}
            placeholder={t('fund.address_placeholder', { network: chosen })}
          />
        </Form.Item>
      </Form>
      <div className="wallet-form picture-grid">
        <PicturePicker name="qrcode" label={t('payee.qrcode')} upload={uploadImage} onUploaded={setQrcode} />
      </div>
      <div className="wallet-form">
        <PrimaryButton
          loading={saving.isPending || saving.isSuccess}
          disabled={!name.trim() || !address.trim()}
          onClick={submit}
        >
          {t('profile.save')}
        </PrimaryButton>
      </div>
    </Page>
  )
}
