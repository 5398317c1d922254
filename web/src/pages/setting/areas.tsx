import { CheckList, SearchBar } from 'antd-mobile'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Page } from '@/app/Page'
import { AREA_CODES } from '@/features/auth/components/AreaCodeSelect'
import '@/features/settings/settings.css'
import { useAreaCode } from '@/features/user/areaCode'
import { isLang, languageOption } from '@/lib/languages'

/** The area-code picker: searchable by localized region name or dialling code; returns to the opener. */
export default function AreasScreen() {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const { code, setCode } = useAreaCode()
  const [query, setQuery] = useState('')
  const tag = isLang(i18n.language) ? languageOption(i18n.language).tag : 'en'

  const rows = useMemo(() => {
    const names = new Intl.DisplayNames([tag], { type: 'region' })
    const needle = query.trim().toLowerCase().replace(/^\+/, '')
    return AREA_CODES.map((a) => ({ ...a, name: names.of(a.region) ?? a.region })).filter(
      (a) => needle === '' || a.name.toLowerCase().includes(needle) || a.code.startsWith(needle),
    )
  }, [tag, query])

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
          void navigate(-1)
        }}
      >
        {rows.map((a) => (
          <CheckList.Item key={a.code + a.region} value={a.code} description={a.name}>
            +{a.code}
          </CheckList.Item>
        ))}
      </CheckList>
      {rows.length === 0 && <p className="form-hint">{t('areas.none')}</p>}
    </Page>
  )
}
