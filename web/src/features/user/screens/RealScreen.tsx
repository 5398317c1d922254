import { PrimaryButton } from '@/components/form/PrimaryButton'
import { Button, Form, Input, List, Selector } from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { Navigate, useNavigate } from '@/lib/router'
import '@/components/form/form.css'
import { check, required } from '@/components/form/rules'
import { Page } from '@/components/Page'
import { PicturePicker } from '@/components/PicturePicker'
import { SettingsList } from '@/components/SettingsList'
import { LoadingView, StateView } from '@/components/StateView'
import { maskAccount } from '@/lib/format'
import { ROUTES } from '@/lib/navigation'
import { RequestError } from '@/lib/request'
import { toast } from '@/lib/toast'
import { isIdNumber } from '@/lib/validators'
import { uploadImage } from '../api/upload'
import { bindPath } from '../binding'
import { useSubmitReal } from '../mutations'
import { useRealState, useReloadVerification, useUserInfo } from '../queries'
import { realStep } from '../realView'
import '../user.css'

interface StepProps {
  onDone: () => void
  /** Called with a failed submission (the request wrapper has already shown why). */
  onFailed: (error: unknown) => void
}

/** The document picker's choices as the wire carries them: its 0-based index (ID card, passport, driver licence). */
const DOCUMENTS = [0, 1, 2] as const
const ID_CARD = 0

interface LevelOneForm {
  id_type: number[]
  name: string
  card_id: string
}

function LevelOne({ onDone, onFailed }: StepProps) {
  const { t } = useTranslation()
  const [form] = Form.useForm<LevelOneForm>()
  const filing = useSubmitReal()
  const idType = Form.useWatch('id_type', form)?.[0] ?? ID_CARD

  const submit = (values: LevelOneForm) => {
    filing.mutate(
      { real_type: 1, id_type: values.id_type[0] ?? ID_CARD, name: values.name.trim(), card_id: values.card_id.trim() },
      { onSuccess: onDone, onError: onFailed },
    )
  }

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ id_type: [ID_CARD] }}
      onFinish={submit}
      footer={
        <Button block type="submit" color="primary" size="large" loading={filing.isPending || filing.isSuccess}>
          {t('real.submit')}
        </Button>
      }
    >
      <Form.Item name="id_type" label={t('real.id_type')}>
        <Selector columns={3} options={DOCUMENTS.map((value) => ({ value, label: t(`real.id_type_${value + 1}`) }))} />
      </Form.Item>
      <Form.Item name="name" label={t('real.name')} rules={[required(t('real.name_required'))]}>
        <Input placeholder={t('real.name_placeholder')} autoComplete="name" maxLength={64} />
      </Form.Item>
      <Form.Item
        name="card_id"
        label={t('real.card_id')}
        rules={[
          required(t('real.card_id_required')),
          check(
            (v) => idType !== ID_CARD || !/^\d{17}[\dXx]$/.test(v.trim()) || isIdNumber(v.trim()),
            t('real.card_id_invalid'),
          ),
        ]}
      >
        <Input placeholder={t('real.card_id_placeholder')} maxLength={30} />
      </Form.Item>
    </Form>
  )
}

function LevelTwo({ onDone, onFailed }: StepProps) {
  const { t } = useTranslation()
  const [front, setFront] = useState('')
  const [reverse, setReverse] = useState('')
  const [hand, setHand] = useState('')
  const filing = useSubmitReal()

  const submit = () => {
    if (!front || !reverse) {
      toast.show(t('real.pictures_required'))
      return
    }
    filing.mutate(
      { real_type: 2, front_pic: front, reverse_pic: reverse, hand_pic: hand || undefined },
      { onSuccess: onDone, onError: onFailed },
    )
  }

  return (
    <div className="real-pictures">
      <p className="form-hint real-pictures-hint">{t('real.pictures_hint')}</p>
      <div className="picture-grid">
        <PicturePicker name="front_pic" upload={uploadImage} label={t('real.front_pic')} onUploaded={setFront} />
        <PicturePicker name="reverse_pic" upload={uploadImage} label={t('real.reverse_pic')} onUploaded={setReverse} />
        <PicturePicker name="hand_pic" upload={uploadImage} label={t('real.hand_pic')} onUploaded={setHand} />
      </div>
      <PrimaryButton loading={filing.isPending || filing.isSuccess} onClick={submit}>
        {t('real.submit')}
      </PrimaryButton>
    </div>
  )
}

export function RealScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const refresh = useReloadVerification()
  const { data: user } = useUserInfo()
  const { data: state } = useRealState()

  const done = () => {
    refresh()
    void navigate(ROUTES.realMark, { replace: true })
  }
  const failed = (error: unknown) => {
    if (!(error instanceof RequestError)) return
    // The server knows better than this screen: a review is open, the level is done, or a contact is missing.
    if (error.error === 'review_pending' || error.error === 'already_verified') done()
    else if (error.error === 'contact_binding_required' || error.error === 'level1_required') refresh()
  }

  if (!user || !state) {
    return (
      <Page title={t('real.title')}>
        <LoadingView label={t('common.loading')} />
      </Page>
    )
  }
  const step = realStep(user, state)
  if (step === 'status') return <Navigate to={ROUTES.realMark} replace />
  if (step === 'contacts') {
    const contacts = [
      { kind: 'email' as const, label: t('auth.email'), value: user.email ? maskAccount(user.email) : '' },
      {
        kind: 'mobile' as const,
        label: t('auth.mobile'),
        value: user.phone ? `+${user.area_code} ${maskAccount(user.phone)}` : '',
      },
    ]
    return (
      <Page title={t('real.title')}>
        <StateView
          title={t('real.contacts_title')}
          text={t('real.contacts_text')}
          action={{ label: t('security.title'), onClick: () => void navigate(ROUTES.security) }}
        />
        <SettingsList>
          {contacts.map((c) => (
            <List.Item
              key={c.kind}
              extra={c.value || t('security.bind')}
              onClick={c.value ? undefined : () => void navigate(bindPath(c.kind))}
              arrowIcon={c.value ? false : undefined}
            >
              {c.label}
            </List.Item>
          ))}
        </SettingsList>
      </Page>
    )
  }
  return (
    <Page title={t(step === 1 ? 'real.level1_title' : 'real.level2_title')}>
      <div className="real-form">
        {step === 1 ? <LevelOne onDone={done} onFailed={failed} /> : <LevelTwo onDone={done} onFailed={failed} />}
      </div>
    </Page>
  )
}
