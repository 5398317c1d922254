import { post } from '@/lib/request'

/** POST /quickbuy/voucher: attaches the picture of a bank transfer (an upload path) and puts the order under review. */
export function submitVoucher(id: number, voucher: string): Promise<string> {
  return post<string>('/quickbuy/voucher', { id, voucher })
}
