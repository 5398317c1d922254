import { Button } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

export const CODE_COOLDOWN = 60

interface CodeButtonProps {
  /** Checks the inputs and sends the code; resolves when the server accepted the request. */
  onSend: () => Promise<void>
}

/** "Get code" button: normal, then sent with a 60 s countdown, then normal again. */
export function CodeButton({ onSend }: CodeButtonProps) {
  const { t } = useTranslation()
  const [seconds, setSeconds] = useState(0)
  const [sending, setSending] = useState(false)

  useEffect(() => {
    if (seconds <= 0) return
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000)
    return () => clearTimeout(timer)
  }, [seconds])

  const send = async () => {
    setSending(true)
    try {
      await onSend()
      setSeconds(CODE_COOLDOWN)
    } catch {
      // The request wrapper or the form has already told the user what went wrong.
    } finally {
      setSending(false)
    }
  }

  return (
    <Button
      className="code-button"
      size="mini"
      color="primary"
      fill="none"
      loading={sending}
      disabled={seconds > 0}
      onClick={() => void send()}
    >
      {seconds > 0 ? t('auth.code_countdown', { seconds }) : t('auth.get_code')}
    </Button>
  )
}
