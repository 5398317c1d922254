import { Button } from 'antd-mobile'
import { useState } from 'react'
import { Sheet } from '@/components/Sheet'
import { Available, UnitField } from '@/components/form/UnitInput'
import { useWalletList } from '@/features/wallet'
import { useTranslation } from '@/lib/i18n'
import { newIdempotencyKey } from '@/lib/idempotency'
import { toast } from '@/lib/toast'
import { usePlaceBet } from '../queries'
import { estimatePayout, plain, stakeProblem } from '../rules'
import type { QuizRoundView, QuizRules, QuizSide } from '../types'

/** What the caller has available in the exchange (change) account of the game's currency. */
function useChangeBalance(currency: string): string | undefined {
  const wallet = useWalletList()
  if (!wallet.data) return undefined
  const row = wallet.data.change_wallet?.balance?.find((r) => r.currency_name === currency)
  return row?.change_balance ?? '0'
}

interface Guess {
  round: QuizRoundView
  side: QuizSide
}

/** The stake on one side of a round, with what it would pay if that side won at the pools as they stand. */
function BetForm({ guess, rules, onDone }: { guess: Guess; rules: QuizRules; onDone: () => void }) {
  const { t } = useTranslation()
  const placing = usePlaceBet()
  const { round, side } = guess
  const currency = rules.currency
  const balance = useChangeBalance(currency)
  const [amount, setAmount] = useState('')
  const text = amount.trim()
  const problem = text ? stakeProblem(text, rules) : null
  const estimate = text && problem === null ? estimatePayout(round, side, text, rules.fee) : null
  const ready = text !== '' && problem === null
  const sideName = t(`quiz.${side}`)
  const messages = {
    invalid: t('quiz.stake_invalid'),
    below_min: t('quiz.stake_below_min', { min: plain(rules.min_bet), currency }),
    above_max: t('quiz.stake_above_max', { max: plain(rules.max_bet), currency }),
  }

  const submit = () => {
    if (!ready) return
    placing.mutate(
      { roundId: round.id, side, amount: text, key: newIdempotencyKey() },
      {
        onSuccess: () => {
          toast.success(t('quiz.placed'))
          onDone()
        },
      },
    )
  }

  return (
    <div className="quiz-sheet">
      <p className="quiz-question">{round.question}</p>
      <UnitField
        id="quiz-amount"
        label={t('quiz.amount')}
        labelClassName="quiz-field-label"
        aside={<Available className="quiz-available" label={t('quiz.available')} balance={balance} unit={currency} />}
        name="amount"
        inputMode="decimal"
        placeholder={t('quiz.amount_placeholder', { min: plain(rules.min_bet), max: plain(rules.max_bet) })}
        value={amount}
        onChange={setAmount}
        boxClassName="quiz-input"
        unit={currency}
        error={problem && messages[problem]}
        errorClassName="quiz-error"
      />
      <dl className="ui-summary quiz-estimate">
        <dt>{t('quiz.estimate', { side: sideName })}</dt>
        <dd className="quiz-estimate-value">{estimate ? `≈ ${plain(estimate.toFixed())} ${currency}` : '--'}</dd>
      </dl>
      <p className="quiz-note">{t('quiz.estimate_note', { fee: plain(rules.fee) })}</p>
      <Button
        block
        color={side === 'up' ? 'success' : 'danger'}
        size="large"
        className="quiz-submit"
        disabled={!ready}
        loading={placing.isPending}
        onClick={submit}
      >
        {t('quiz.submit')}
      </Button>
    </div>
  )
}

/** A popup that places a bet on one side of a guessing round. */
export function BetSheet({ guess, rules, onClose }: { guess: Guess | null; rules: QuizRules; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <Sheet
      visible={guess !== null}
      title={guess ? t(guess.side === 'up' ? 'quiz.bet_up' : 'quiz.bet_down') : ''}
      onClose={onClose}
    >
      {guess && <BetForm key={`${guess.round.id}-${guess.side}`} guess={guess} rules={rules} onDone={onClose} />}
    </Sheet>
  )
}
