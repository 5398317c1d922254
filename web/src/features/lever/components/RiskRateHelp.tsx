import { Dialog } from 'antd-mobile'
import { Suspense, useState } from 'react'
import { InformationCircleOutline } from '@/components/icons'
import { useLeverHelpStrings } from '../help/strings'
import '../lever.css'
import { equityTimesMargin, liquidationLine, riskRateText } from '../positions'
import { useLeverRules } from '../queries'
import type { LeverTx, RiskRate } from '../types'

interface RiskRateHelpProps {
  /** The risk rate shown beside the button, for the sentence on what it means now. */
  rate: Partial<RiskRate> | null | undefined
  /** The rows shown with it; the holding ones name the liquidation rate they opened with. */
  positions?: readonly LeverTx[]
}

/**
 * An info button beside a risk rate that explains it: equity over the margin held, the liquidation line it is
 * closed out at (from the positions shown, else the published rule), and what the current number means.
 */
export function RiskRateHelp(props: RiskRateHelpProps) {
  return (
    <Suspense fallback={null}>
      <Help {...props} />
    </Suspense>
  )
}

function Help({ rate, positions = [] }: RiskRateHelpProps) {
  const { t } = useLeverHelpStrings()
  const [open, setOpen] = useState(false)
  const fromPositions = liquidationLine(positions, undefined)
  const rules = useLeverRules(open && fromPositions === null)
  const line = fromPositions ?? liquidationLine([], rules.data)
  const shown = riskRateText(rate)
  const times = equityTimesMargin(rate)
  const close = () => setOpen(false)
  return (
    <>
      <button type="button" className="lever-risk-help" aria-label={t('lever_help.open')} onClick={() => setOpen(true)}>
        <InformationCircleOutline aria-hidden />
      </button>
      <Dialog
        visible={open}
        title={t('lever_help.title')}
        bodyClassName="lever-risk-help-body"
        // Outside the label it is opened from, whose one-line, cut-off text it must not inherit.
        getContainer={() => document.body}
        closeOnMaskClick
        content={
          <div className="lever-risk-help-text">
            <p className="lever-risk-help-what">{t('lever_help.what')}</p>
            {line ? (
              <p className="lever-risk-help-line">
                {t(line.source === 'positions' ? 'lever_help.line_positions' : 'lever_help.line_rule', {
                  rate: line.rate,
                })}
              </p>
            ) : (
              !rules.isLoading && <p className="lever-risk-help-line">{t('lever_help.line_unknown')}</p>
            )}
            <p className="lever-risk-help-meaning">{t('lever_help.meaning')}</p>
            <p className="lever-risk-help-now">
              {times ? t('lever_help.now', { rate: shown, times }) : t('lever_help.none')}
            </p>
          </div>
        }
        actions={[{ key: 'ok', text: t('lever_help.ok') }]}
        onAction={close}
        onClose={close}
      />
    </>
  )
}
