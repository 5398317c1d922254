import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { App } from 'antd'
import { isRole, type Role } from './access'
import { ApiError } from './api'
import { ADMIN, api } from './client'
import { t } from './i18n'
import { useToken } from './session'

export interface Me {
  id: number
  email: string
  role: Role
}

/** The signed-in operator (`/admin/api/me`), while a token is held. */
export function useMe() {
  const token = useToken()
  return useQuery({
    queryKey: ['me', token],
    enabled: token !== '',
    queryFn: async () => {
      const me = await api.get<{ id: number; email: string; role: string }>(`${ADMIN}/me`)
      if (!isRole(me.role)) throw new ApiError('forbidden', me.role)
      return me as Me
    },
    staleTime: Infinity,
  })
}

export function useRole(): Role | undefined {
  return useMe().data?.role
}

/** Shows the server's message for a failure (its localized `message`), or the client's own. */
export function useNotify() {
  const { message } = App.useApp()
  return {
    ok: (text: unknown) => {
      void message.success(typeof text === 'string' && text !== '' ? text : t('common.done'))
    },
    fail: (error: unknown) => {
      void message.error(error instanceof Error ? error.message : String(error))
    },
  }
}

/**
 * A call that changes something: the server's success text is shown, failures show its message, and the listed
 * queries are read again afterwards.
 */
export function useAction<V, R = unknown>(
  call: (vars: V) => Promise<R>,
  invalidate: QueryKey[] = [],
  /** What was done, in words, shown instead of the server's generic text (money moves say how much, to whom). */
  done?: (vars: V, answer: R) => string,
) {
  const notify = useNotify()
  const client = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: (answer, vars) => {
      notify.ok(done ? done(vars, answer) : answer)
      invalidate.forEach((queryKey) => void client.invalidateQueries({ queryKey }))
    },
    onError: (error) => notify.fail(error),
  })
}
