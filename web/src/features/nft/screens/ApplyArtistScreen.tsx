import { NftField } from '../components/NftField'
import { PrimaryButton } from '@/components/form/PrimaryButton'
import { charCount } from '@/lib/validators'
import { Input, TextArea } from 'antd-mobile'
import { useState } from 'react'
import { ClockCircleOutline } from '@/components/icons'
import { Page } from '@/components/Page'
import { StateView } from '@/components/StateView'
import { useTranslation } from '@/lib/i18n'
import { ROUTES } from '@/lib/navigation'
import { RequestError } from '@/lib/request'
import { useNavigate } from '@/lib/router'
import { APPLY_SHOWN_ERRORS } from '../api/applyArtist'
import '../nft.css'
import '../apply.css'
import { useApplyArtist } from '../queries'
import {
  applicationProblems,
  NICKNAME_MAX,
  SIGNATURE_MAX,
  type ApplicationProblems,
  type ArtistApplication,
} from '../rules'
import { useNftStrings } from '../strings'

type Field = keyof ArtistApplication

const LIMITS: Record<Field, number> = { nickname: NICKNAME_MAX, signature: SIGNATURE_MAX }

/** How many characters of a field count, against its limit; it turns red past the limit. */
function Counter({ text, max }: { text: string; max: number }) {
  const count = charCount(text.trim())
  return (
    <span className={count > max ? 'nft-counter nft-counter-over' : 'nft-counter'}>
      {count}/{max}
    </span>
  )
}

/** The refusal the server gave that the form shows itself, with the field it names, if any. */
function shownFailure(error: unknown): { code: string; message: string; field: Field | null } | null {
  if (!(error instanceof RequestError)) return null
  if (!(APPLY_SHOWN_ERRORS as readonly string[]).includes(error.error)) return null
  const field = error.field === 'nickname' || error.field === 'signature' ? error.field : null
  return { code: error.error, message: error.message, field }
}

/** The nickname and signature, checked as the server checks them; what was typed stays when the server refuses. */
function ApplyForm({ onSent }: { onSent: (confirmation: string) => void }) {
  const { t } = useTranslation()
  const applying = useApplyArtist()
  const [form, setForm] = useState<ArtistApplication>({ nickname: '', signature: '' })
  const [tried, setTried] = useState(false)
  const problems = applicationProblems(form)
  const failure = shownFailure(applying.error)
  const set = (patch: Partial<ArtistApplication>) => {
    setForm((f) => ({ ...f, ...patch }))
    if (applying.isError) applying.reset()
  }
  const submit = () => {
    setTried(true)
    if (Object.keys(problems).length > 0 || applying.isPending) return
    applying.mutate(
      { nickname: form.nickname.trim(), signature: form.signature.trim() },
      { onSuccess: (confirmation) => onSent(confirmation) },
    )
  }
  const message = (field: Field, problem: NonNullable<ApplicationProblems[Field]>) =>
    problem === 'nickname_required'
      ? t('nft.nickname_required')
      : t('nft.too_long', { max: LIMITS[field], count: LIMITS[field] })
  /** A field's own problem once the form was sent (a text too long at once), else the server's refusal of it. */
  const error = (field: Field) => {
    const problem = problems[field]
    const text =
      problem && (tried || problem === 'too_long')
        ? message(field, problem)
        : failure?.field === field
          ? failure.message
          : null
    return text
  }
  return (
    <section className="ui-card nft-card nft-form nft-apply">
      <p className="nft-note">{t('nft.apply_intro')}</p>
      <NftField
        id="nft-nickname"
        label={t('nft.nickname')}
        aside={<Counter text={form.nickname} max={NICKNAME_MAX} />}
        error={error('nickname')}
        errorClassName="nft-nickname-error"
      >
        <div className="ui-input">
          <Input
            id="nft-nickname"
            name="nickname"
            autoComplete="nickname"
            enterKeyHint="next"
            placeholder={t('nft.nickname_placeholder')}
            value={form.nickname}
            onChange={(nickname) => set({ nickname })}
          />
        </div>
      </NftField>
      <NftField
        id="nft-signature"
        label={t('nft.signature')}
        aside={<Counter text={form.signature} max={SIGNATURE_MAX} />}
        error={error('signature')}
        errorClassName="nft-signature-error"
      >
        <TextArea
          id="nft-signature"
          name="signature"
          className="ui-input nft-textarea"
          autoSize={{ minRows: 3, maxRows: 6 }}
          placeholder={t('nft.signature_placeholder')}
          value={form.signature}
          onChange={(signature) => set({ signature })}
        />
      </NftField>
      {failure && failure.field === null && (
        <p role="alert" className="ui-error nft-apply-error">
          {failure.message}
        </p>
      )}
      <p className="nft-note">{t('nft.apply_review')}</p>
      <PrimaryButton className="nft-submit" loading={applying.isPending} onClick={submit}>
        {t('nft.apply_submit')}
      </PrimaryButton>
    </section>
  )
}

/** Applies to become an artist with a nickname and a short signature, then shows the server's confirmation. */
export function ApplyArtistScreen() {
  const { t } = useNftStrings()
  const navigate = useNavigate()
  const [sent, setSent] = useState<string | null>(null)
  return (
    <Page title={t('nft.apply_title')}>
      <div className="nft">
        {sent === null ? (
          <ApplyForm onSent={setSent} />
        ) : (
          <section className="ui-card nft-card nft-apply-sent" role="status">
            <StateView
              icon={<ClockCircleOutline />}
              title={sent}
              text={t('nft.apply_sent_note')}
              action={{
                label: t('nft.apply_back'),
                onClick: () => void navigate(ROUTES.nftArtist, { replace: true }),
              }}
            />
          </section>
        )}
      </div>
    </Page>
  )
}
