/** Common dialling codes; 86 first because mainland numbers are validated strictly. */
export const AREA_CODES = [
  { code: '86', region: 'CN' },
  { code: '852', region: 'HK' },
  { code: '853', region: 'MO' },
  { code: '886', region: 'TW' },
  { code: '1', region: 'US' },
  { code: '44', region: 'GB' },
  { code: '33', region: 'FR' },
  { code: '34', region: 'ES' },
  { code: '81', region: 'JP' },
  { code: '82', region: 'KR' },
  { code: '66', region: 'TH' },
  { code: '84', region: 'VN' },
  { code: '65', region: 'SG' },
  { code: '60', region: 'MY' },
  { code: '63', region: 'PH' },
  { code: '62', region: 'ID' },
  { code: '91', region: 'IN' },
  { code: '971', region: 'AE' },
] as const

export const DEFAULT_AREA_CODE = '86'
