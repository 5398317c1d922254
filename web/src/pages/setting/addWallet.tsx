import { Button, Form, Input, Selector } from 'antd-mobile'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Page } from '@/app/Page'
import { PicturePicker } from '@/features/user/components/PicturePicker'
import { saveAddress } from '@/features/wallet/api/saveAddress'
import '@/features/wallet/wallet.css'
import { toast } from '@/lib/toast'

const NETWORKS: Record<number, string[]> = { 1: ['BTC'], 2: ['ERC20'], 3: ['ERC20', 'TRC20'], 4: ['ERC20'] }
const NAMES: Record<number, string> = { 1: 'BTC', 2: 'ETH', 3: 'USDT', 4: 'USDC' }

/** Adds an address to the book: asset, network, label, address and a picture of its QR code. */
export default function AddWalletScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [currency, setCurrency] = useState(3)
  const [network, setNetwork] = useState('TRC20')
  const [name, setName] = useState('')
  const [address, setAddress] = useState('')
  const [qrcode, setQrcode] = useState('')
  const [busy, setBusy] = useState(false)
  const networks = NETWORKS[currency] ?? []
  const chosen = networks.includes(network) ? network : (networks[0] ?? '')

  const submit = async () => {
    if (!qrcode) {
      toast.show(t('payee.qrcode_required'))
      return
    }
    setBusy(true)
    try {
      toast.success(await saveAddress({ currency, name: name.trim(), address: address.trim(), qrcode, type: chosen }))
      void queryClient.invalidateQueries({ queryKey: ['user', 'wallet', 'addresses'] })
      void navigate(-1)
    } catch {
      setBusy(false)
    }
  }

  return (
    <Page title={t('payee.add_address')}>
      <Form layout="vertical" className="wallet-form">
        <Form.Item label={t('fund.asset')}>
          <Selector columns={4} value={[currency]} onChange={(v) => v[0] && setCurrency(v[0])} options={Object.entries(NAMES).map(([id, label]) => ({ value: Number(id), label }))} />
        </Form.Item>
        <Form.Item label={t('fund.network')}>
          <Selector columns={3} value={[chosen]} onChange={(v) => v[0] && setNetwork(v[0])} options={networks.map((n) => ({ value: n, label: n }))} />
        </Form.Item>
        <Form.Item label={t('payee.label')}>
          <Input maxLength={40} value={name} onChange={setName} placeholder={t('payee.label_placeholder')} />
        </Form.Item>
        <Form.Item label={t('fund.address')}>
          <Input value={address} onChange={setAddress} placeholder={t('fund.address_placeholder', { network: chosen })} />
        </Form.Item>
      </Form>
      <div className="wallet-form picture-grid">
        <PicturePicker name="qrcode" label={t('payee.qrcode')} onUploaded={setQrcode} />
      </div>
      <div className="wallet-form">
        <Button block color="primary" size="large" loading={busy} disabled={!name.trim() || !address.trim()} onClick={() => void submit()}>
          {t('profile.save')}
        </Button>
      </div>
    </Page>
  )
}
