import { useMutation } from '@tanstack/react-query'
import { Button } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { useTranslation } from '@/lib/i18n'

export const CODE_COOLDOWN = 60

interface CodeButtonProps {
  /** Checks the inputs and sends the code; resolves when the server accepted the request. */
  onSend: () => Promise<void>
}

/** "Get code" button: normal, then sent with a 60 s countdown, then normal again. */
export function CodeButton({ onSend }: CodeButtonProps) {
  const { t } = useTranslation()
  const [seconds, setSeconds] = useState(0)
  // A failure has been shown by the request wrapper or the form.
  const sending = useMutation({ mutationFn: onSend, onSuccess: () => setSeconds(CODE_COOLDOWN) })

  useEffect(() => {
    if (seconds <= 0) return
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000)
    return () => clearTimeout(timer)
  }, [seconds])

  return (
    <Button
      className="code-button"
      size="mini"
      color="primary"
      fill="none"
      loading={sending.isPending}
      disabled={seconds > 0}
      onClick={() => sending.mutate()}
    >
      {seconds > 0 ? t('auth.code_countdown', { seconds }) : t('auth.get_code')}
    </Button>
  )
}
