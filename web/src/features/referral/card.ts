/** What the shareable picture says. */
export interface CardText {
  site: string
  title: string
  codeLabel: string
  code: string
  hint: string
}

const WIDTH = 600
const HEIGHT = 900

/**
 * Draws the invitation picture (site name, title, the code, the QR code of the link) on a canvas and answers it as
 * a PNG data URL, or null when the browser cannot draw. `qr` is the QR code's data URL.
 */
export async function drawShareCard(text: CardText, qr: string): Promise<string | null> {
  const canvas = document.createElement('canvas')
  canvas.width = WIDTH
  canvas.height = HEIGHT
  const g = canvas.getContext('2d')
  if (!g) return null
  const image = new Image()
  image.src = qr
  await image.decode()

  const gradient = g.createLinearGradient(0, 0, 0, HEIGHT)
  gradient.addColorStop(0, '#1c6bf5')
  gradient.addColorStop(1, '#0b2e6b')
  g.fillStyle = gradient
  g.fillRect(0, 0, WIDTH, HEIGHT)
  g.textAlign = 'center'
  g.fillStyle = '#ffffff'
  g.font = 'bold 40px sans-serif'
  g.fillText(text.site, WIDTH / 2, 110, WIDTH - 60)
  g.font = '28px sans-serif'
  g.fillText(text.title, WIDTH / 2, 170, WIDTH - 60)

  g.fillStyle = '#ffffff'
  g.fillRect(130, 230, 340, 340)
  g.drawImage(image, 150, 250, 300, 300)

  g.fillStyle = '#ffffff'
  g.font = '24px sans-serif'
  g.fillText(text.codeLabel, WIDTH / 2, 650, WIDTH - 60)
  g.font = 'bold 52px monospace'
  g.fillText(text.code, WIDTH / 2, 720, WIDTH - 60)
  g.font = '22px sans-serif'
  g.fillText(text.hint, WIDTH / 2, 800, WIDTH - 60)
  return canvas.toDataURL('image/png')
}
