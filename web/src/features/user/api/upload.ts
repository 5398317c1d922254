import { upload } from '@/lib/request'

/** POST /upload: stores one image and answers its path (`/upload/YYYY/MM/DD/<hex>.<ext>`). */
export function uploadImage(file: Blob, name: string): Promise<string> {
  return upload<string>('/upload', file, name)
}
