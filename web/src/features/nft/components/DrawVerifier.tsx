import { useQuery } from '@tanstack/react-query'
import { useTranslation } from '@/lib/i18n'
import { verifyDraw, type CheckResult, type DrawInputs } from '../draw'

function Result({ result }: { result: CheckResult }) {
  const { t } = useTranslation()
  const text =
    result === 'pass' ? t('nft.check_pass') : result === 'fail' ? t('nft.check_fail') : t('nft.check_pending')
  return <strong className={`nft-check-result nft-check-${result}`}>{text}</strong>
}

/**
 * "Verify the draw": recomputes in the browser, with the Web Crypto API, that the revealed seed is the one committed
 * to before the sale, that the contents are the ones committed to, and which content the seed and the box's draw
 * input select; each check shows as passed or failed, the seed's ones as waiting until the series is revealed.
 */
export function DrawVerifier({ inputs }: { inputs: DrawInputs }) {
  const { t } = useTranslation()
  const check = useQuery({
    queryKey: ['nft', 'verify', inputs],
    queryFn: () => verifyDraw(inputs),
    staleTime: Infinity,
  })
  const data = check.data
  const drawn = data?.result ? inputs.contents.find((c) => c.index === data.result!.index) : undefined
  return (
    <section className="ui-card nft-card nft-verify">
      <h3 className="nft-card-title">{t('nft.verify_title')}</h3>
      <p className="nft-note">{t('nft.verify_intro')}</p>
      {!data ? (
        <p className="nft-muted">{check.isError ? t('nft.verify_unavailable') : t('nft.verifying')}</p>
      ) : (
        <ul className="nft-checks">
          <li className="nft-check" data-check="contents">
            <span className="nft-check-name">{t('nft.check_contents')}</span>
            <Result result={data.contents} />
            <code className="nft-hash">{inputs.contents_hash}</code>
            {data.contents === 'fail' && (
              <small className="nft-check-detail">{t('nft.check_computed', { value: data.contentsHash })}</small>
            )}
          </li>
          <li className="nft-check" data-check="seed">
            <span className="nft-check-name">{t('nft.check_seed')}</span>
            <Result result={data.seed} />
            <code className="nft-hash">{inputs.seed_hash}</code>
            {data.seedHash !== null && data.seed === 'fail' && (
              <small className="nft-check-detail">{t('nft.check_computed', { value: data.seedHash })}</small>
            )}
          </li>
          <li className="nft-check" data-check="draw">
            <span className="nft-check-name">{t('nft.check_draw')}</span>
            <Result result={data.draw} />
            {data.result && (
              <small className="nft-check-detail nft-draw-index" data-index={data.result.index}>
                {t('nft.check_draw_detail', {
                  r: data.result.r.toString(),
                  total: data.result.total.toString(),
                  index: data.result.index,
                  name: drawn?.name ?? '--',
                })}
              </small>
            )}
          </li>
        </ul>
      )}
      {inputs.seed === '' ? (
        <p className="nft-note nft-verify-later">{t('nft.verify_after_reveal')}</p>
      ) : (
        <dl className="ui-facts nft-verify-inputs">
          <div className="wide">
            <dt>{t('nft.seed')}</dt>
            <dd>
              <code className="nft-hash">{inputs.seed}</code>
            </dd>
          </div>
          <div className="wide">
            <dt>{t('nft.draw_input')}</dt>
            <dd>
              <code className="nft-hash">{inputs.draw_input}</code>
            </dd>
          </div>
        </dl>
      )}
    </section>
  )
}
