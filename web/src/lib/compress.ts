/** The longest side a "compressed" picture keeps. */
export const COMPRESSED_SIDE = 1600
export const COMPRESSED_QUALITY = 0.85

/** Scales a size down (never up) so that neither side exceeds `max`, keeping the aspect ratio. */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  const longest = Math.max(width, height)
  if (longest <= max || longest === 0) return { width, height }
  const ratio = max / longest
  return { width: Math.max(1, Math.round(width * ratio)), height: Math.max(1, Math.round(height * ratio)) }
}

/** Re-draws a picture at most 1600 px on its longest side as JPEG quality 0.85. */
export async function compressImage(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file)
  const size = fitWithin(bitmap.width, bitmap.height, COMPRESSED_SIDE)
  const canvas = document.createElement('canvas')
  canvas.width = size.width
  canvas.height = size.height
  const context = canvas.getContext('2d')
  if (!context) return file
  context.drawImage(bitmap, 0, 0, size.width, size.height)
  bitmap.close()
  return new Promise((done) => canvas.toBlob((blob) => done(blob ?? file), 'image/jpeg', COMPRESSED_QUALITY))
}
