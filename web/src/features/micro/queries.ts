import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from '@/lib/i18n'
import { pagerAsListPage, walletKeys } from '@/features/wallet'
import { useFeed } from '@/hooks/useFeed'
import { usePagedList } from '@/hooks/usePagedList'
import { selectIsLoggedIn, useSession } from '@/lib/session'
import { isInUserRoom } from '@/lib/socket'
import { toast } from '@/lib/toast'
import { getLists } from './api/getLists'
import { getPayableCurrencies } from './api/getPayableCurrencies'
import { getResult } from './api/getResult'
import { getSeconds } from './api/getSeconds'
import { submit, type SubmitParams } from './api/submit'
import { shouldPollResult } from './countdown'
import { microKeys } from './keys'
import { optionsFeed } from './live'
import { isSettled } from './result'
import { dismissSettled, EMPTY_QUEUE, noteSettled } from './settled'
import { OPTION_OPEN, type MicroOrder, type OptionRow, type SettledQueue } from './types'

/** Open options asked for on the options screen. */
export const OPEN_LIMIT = 20

/** Rows per page of the options history (the spec's seconds list limit). */
export const HISTORY_LIMIT = 5

/** How often `/microtrade/get_result` is asked while an expired option has not settled. */
const RESULT_POLL = 2000

/** Receives `option_result` pushes while the caller is mounted. */
export function useOptionFeed(enabled: boolean): void {
  const client = useQueryClient()
  useFeed(enabled ? optionsFeed(client) : null)
}

/** The durations on offer; an error (`product_unavailable`, `region_not_supported`) when there are none for the caller. */
export function useSeconds() {
  const lang = useSession((s) => s.lang)
  return useQuery({
    queryKey: microKeys.seconds(lang),
    queryFn: async () => (await getSeconds()).filter((row) => Number(row.status) === 1),
    staleTime: 60_000,
    retry: false,
  })
}

/** Stake currencies with their presets and the caller's stakeable balance. */
export function usePayableCurrencies() {
  const loggedIn = useSession(selectIsLoggedIn)
  return useQuery({ queryKey: microKeys.payableFor(loggedIn), queryFn: getPayableCurrencies })
}

/** Rows stamped with the moment they arrived, so `remain_milli_seconds` can be counted down. */
function stamp(rows: OptionRow[] | undefined, at: number): OptionRow[] {
  return (Array.isArray(rows) ? rows : []).map((row) => ({ ...row, received_at: at }))
}

/** The caller's open options (every instrument), newest first. */
export function useOpenOptions() {
  const loggedIn = useSession(selectIsLoggedIn)
  return useQuery({
    queryKey: microKeys.open,
    queryFn: async () => stamp((await getLists({ status: OPTION_OPEN, page: 1, limit: OPEN_LIMIT }))?.data, Date.now()),
    enabled: loggedIn,
  })
}

/** The caller's options, settled or not, page by page. */
export function useOptionHistory() {
  const lang = useSession((s) => s.lang)
  const loggedIn = useSession(selectIsLoggedIn)
  return usePagedList<OptionRow>({
    queryKey: microKeys.history(lang),
    fetchPage: async (page, limit) => {
      const pager = await getLists({ page, limit })
      return pagerAsListPage({ ...pager, data: stamp(pager?.data, Date.now()) }, limit)
    },
    limit: HISTORY_LIMIT,
    enabled: loggedIn,
  })
}

/** Buys an option; the order joins the open options at once and the lists and balances reload. */
export function useSubmitOption() {
  const { t } = useTranslation()
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ params, key }: { params: SubmitParams; key: string }) => submit(params, key),
    onSuccess: (order) => {
      toast.success(t('micro.placed'))
      if (order && typeof order.id === 'number') {
        client.setQueryData<OptionRow[]>(microKeys.open, (rows = []) => [
          order,
          ...rows.filter((row) => row.id !== order.id),
        ])
      }
      void client.invalidateQueries({ queryKey: microKeys.open })
      void client.invalidateQueries({ queryKey: microKeys.payable })
      void client.invalidateQueries({ queryKey: microKeys.histories })
      void client.invalidateQueries({ queryKey: walletKeys.list })
    },
  })
}

/**
 * The result of one option from `/microtrade/get_result`, asked once it has expired (`deadline`, unix ms) when the
 * `option_result` push cannot arrive, or once the push is late when it can, and again until it has settled; a settled
 * answer is recorded like a push.
 */
export function useResultFallback(id: number, deadline: number | null, now: number) {
  const client = useQueryClient()
  const loggedIn = useSession(selectIsLoggedIn)
  return useQuery({
    queryKey: microKeys.result(id),
    queryFn: async () => {
      const order = await getResult(id)
      noteSettled(client, order)
      return order
    },
    enabled: loggedIn && shouldPollResult(deadline, now, isInUserRoom()),
    refetchInterval: (query) => (isSettled(query.state.data) ? false : RESULT_POLL),
    staleTime: Infinity,
    retry: false,
  })
}

/** The first settled option waiting for its popup, and the function that dismisses it. */
export function useSettledResult(): { current: MicroOrder | null; dismiss: (id: number) => void } {
  const client = useQueryClient()
  const { data } = useQuery<SettledQueue>({
    queryKey: microKeys.settled,
    queryFn: () => client.getQueryData<SettledQueue>(microKeys.settled) ?? EMPTY_QUEUE,
    initialData: EMPTY_QUEUE,
    staleTime: Infinity,
  })
  return { current: data.pending[0] ?? null, dismiss: (id) => dismissSettled(client, id) }
}
