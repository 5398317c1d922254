import { post } from '@/lib/request'

export interface DomesticCard {
  real_name: string
  bank_name: string
  bank_account: string
  bank_dizhi: string
  bank_code: string
  iban: string
  swift: string
  bank_address: string
  alipay_account: string
  wechat_account: string
  wechat_nickname: string
}

/** POST /user/cash_info: the domestic bank card ("" fields when none). */
export function getCashInfo(): Promise<DomesticCard> {
  return post<DomesticCard>('/user/cash_info')
}
