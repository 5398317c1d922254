import { CheckList, SearchBar } from 'antd-mobile'
import { useMemo, useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { useNavigate } from '@/lib/router'
import '@/components/form/form.css'
import { canGoBack, Page } from '@/components/Page'
import { isLang, languageOption } from '@/lib/languages'
import { ROUTES } from '@/lib/navigation'
import { useAreaCode } from '../areaCode'
import { areaRows, regionNamer } from '../areas'
import '../user.css'

/** The area-code picker: searchable by localized region name or dialling code; returns to the opener. */
export function AreasScreen() {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const { code, setCode } = useAreaCode()
  const [query, setQuery] = useState('')
  const tag = isLang(i18n.language) ? languageOption(i18n.language).tag : 'en'
  const nameOf = useMemo(() => regionNamer(tag), [tag])
  const rows = useMemo(() => areaRows(query, nameOf), [query, nameOf])

  const back = () => {
    if (canGoBack()) void navigate(-1)
    else void navigate(ROUTES.home, { replace: true })
  }

  return (
    <Page title={t('areas.title')}>
      <div className="areas-search">
        <SearchBar placeholder={t('areas.search')} value={query} onChange={setQuery} />
      </div>
      <CheckList
        value={[code]}
        onChange={(value) => {
          const picked = value[0]
          if (typeof picked === 'string') setCode(picked)
          back()
        }}
      >
        {rows.map((a) => (
          <CheckList.Item key={a.code + a.region} value={a.code} description={<span className="num">+{a.code}</span>}>
            {a.name}
          </CheckList.Item>
        ))}
      </CheckList>
      {rows.length === 0 && <p className="form-hint">{t('areas.none')}</p>}
    </Page>
  )
}
