import { useMutation, useQuery } from '@tanstack/react-query'
import { pagerAsListPage, walletKeys } from '@/features/wallet'
import { usePagedList } from '@/hooks/usePagedList'
import { selectIsLoggedIn, useSession } from '@/lib/session'
import { getConfig } from './api/getConfig'
import { getMyBets } from './api/getMyBets'
import { getRounds } from './api/getRounds'
import { placeBet } from './api/placeBet'
import { quizKeys } from './keys'
import { isLive, LIVE_POLL } from './rules'
import { BET_OPEN, type QuizBetView, type QuizRoundView, type QuizSide } from './types'
import { useInvalidate } from '@/hooks/useInvalidate'

/** Whose stakes the answers carry: the signed-in user's id, 0 for a guest. */
function useReader(): number {
  const loggedIn = useSession(selectIsLoggedIn)
  const id = useSession((s) => s.user?.id)
  return loggedIn ? (id ?? -1) : 0
}

/** The published rules, in the interface language. */
export function useQuizConfig() {
  const lang = useSession((s) => s.lang)
  return useQuery({ queryKey: quizKeys.config(lang), queryFn: getConfig, staleTime: 60_000 })
}

/** The rounds with the reader's stakes, read again every few seconds while one of them can still change. */
export function useRounds() {
  const lang = useSession((s) => s.lang)
  const reader = useReader()
  return usePagedList<QuizRoundView>({
    queryKey: quizKeys.rounds(lang, reader),
    fetchPage: async (page, limit) => pagerAsListPage(await getRounds(page, limit), limit),
    refetchInterval: (rounds) => (rounds.some(isLive) ? LIVE_POLL : false),
  })
}

/**
 * The caller's bets, newest first, read again every few seconds while one of them is open; `wanted` false leaves them
 * unread (the rounds need them only to tell a settled round's results).
 */
export function useMyBets(wanted = true) {
  const lang = useSession((s) => s.lang)
  const reader = useReader()
  return usePagedList<QuizBetView>({
    queryKey: quizKeys.bets(lang, reader),
    fetchPage: async (page, limit) => pagerAsListPage(await getMyBets(page, limit), limit),
    enabled: wanted && reader !== 0,
    refetchInterval: (bets) => (bets.some((bet) => bet.status === BET_OPEN) ? LIVE_POLL : false),
  })
}

/** Places a bet; the rounds, the bets and the balances reload either way, since the pools may have moved. */
export function usePlaceBet() {
  const refresh = useInvalidate(quizKeys.roundsAll, quizKeys.betsAll, walletKeys.list)
  return useMutation({
    mutationFn: ({ roundId, side, amount, key }: { roundId: number; side: QuizSide; amount: string; key: string }) =>
      placeBet(roundId, side, amount, key),
    onSuccess: refresh,
    onError: refresh,
  })
}
