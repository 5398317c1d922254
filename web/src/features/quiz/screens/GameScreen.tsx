import { Tabs } from 'antd-mobile'
import { useState } from 'react'
import { FileOutline } from '@/components/icons'
import { DemoBadge } from '@/components/DemoBadge'
import { Page } from '@/components/Page'
import { PagedList } from '@/components/PagedList'
import { EmptyListView, QueryView, StateView } from '@/components/StateView'
import { useNow } from '@/hooks/useNow'
import { useTranslation } from '@/lib/i18n'
import { ROUTES } from '@/lib/navigation'
import { useNavigate, useSearchParams } from '@/lib/router'
import { selectIsLoggedIn, useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { BetRow } from '../components/BetRow'
import { BetSheet } from '../components/BetSheet'
import { RoundCard } from '../components/RoundCard'
import '../quiz.css'
import { useMyBets, useQuizConfig, useRounds } from '../queries'
import { plain, positive } from '../rules'
import { useQuizStrings } from '../strings'
import { STATE_SETTLED, type QuizRoundView, type QuizRules, type QuizSide } from '../types'

type GameTab = 'rounds' | 'bets'

/** Whether a round is settled with a stake of the reader's on it. */
function heldAndSettled(round: QuizRoundView): boolean {
  return round.state === STATE_SETTLED && (positive(round.my_up) || positive(round.my_down))
}

/**
 * The rounds, each with its buttons to guess, and the sheet that places a bet. The caller's bets, one list for every
 * card, are read only while a settled round holds one of their stakes: they tell what it came to.
 */
function Rounds({ rules }: { rules: QuizRules }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const loggedIn = useSession(selectIsLoggedIn)
  const rounds = useRounds()
  const bets = useMyBets(rounds.items.some(heldAndSettled))
  const now = useNow()
  const [guess, setGuess] = useState<{ round: QuizRoundView; side: QuizSide } | null>(null)
  const onGuess = (round: QuizRoundView, side: QuizSide) => {
    if (!loggedIn) {
      toast.show(t('guard.login_first'))
      void navigate(ROUTES.login)
      return
    }
    setGuess({ round, side })
  }
  return (
    <>
      <p className="quiz-rules">
        {t('quiz.rules_line', {
          min: plain(rules.min_bet),
          max: plain(rules.max_bet),
          currency: rules.currency,
          fee: plain(rules.fee),
        })}
      </p>
      <PagedList
        query={rounds}
        rowKey={(round) => round.id}
        empty={<StateView icon={<FileOutline />} title={t('quiz.no_rounds')} />}
        renderItem={(round) => (
          <RoundCard round={round} currency={rules.currency} now={now} bets={bets.items} onGuess={onGuess} />
        )}
      />
      <BetSheet guess={guess} rules={rules} onClose={() => setGuess(null)} />
    </>
  )
}

/** The caller's bets, newest first; a guest is asked to log in. */
function MyBets({ rules }: { rules: QuizRules }) {
  const { t } = useTranslation()
  const loggedIn = useSession(selectIsLoggedIn)
  const bets = useMyBets()
  if (!loggedIn) {
    return <EmptyListView title={t('quiz.login_bets')} action={{ label: t('common.login'), to: ROUTES.login }} />
  }
  return (
    <PagedList
      query={bets}
      rowKey={(bet) => bet.id}
      empty={<StateView icon={<FileOutline />} title={t('quiz.no_bets')} />}
      renderItem={(bet) => <BetRow bet={bet} currency={rules.currency} />}
    />
  )
}

/**
 * The price guessing game (`?tab=bets` opens the caller's bets): rounds asking whether an index will be up or down at
 * settlement from where it stood at closing. Anyone may browse; betting needs a login.
 */
export function GameScreen() {
  const { t } = useQuizStrings()
  const config = useQuizConfig()
  const [params, setParams] = useSearchParams()
  const tab: GameTab = params.get('tab') === 'bets' ? 'bets' : 'rounds'
  const choose = (next: GameTab) => setParams(next === 'bets' ? { tab: 'bets' } : {}, { replace: true })
  return (
    <Page title={t('quiz.title')} right={<DemoBadge />}>
      <Tabs activeKey={tab} onChange={(key) => choose(key === 'bets' ? 'bets' : 'rounds')}>
        <Tabs.Tab key="rounds" title={t('quiz.tab_rounds')} />
        <Tabs.Tab key="bets" title={t('quiz.tab_bets')} />
      </Tabs>
      <div className="quiz">
        <QueryView query={config}>
          {(data) => (tab === 'bets' ? <MyBets rules={data.rules} /> : <Rounds rules={data.rules} />)}
        </QueryView>
      </div>
    </Page>
  )
}
