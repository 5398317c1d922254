import { DOWN_COLOR, hexToRgba, UP_COLOR } from '@/lib/color'
import type { Theme } from '@/lib/storage'

/** Applies the light or dark palette and the soft up/down tints used behind figures. */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement
  root.setAttribute('data-prefers-color-scheme', theme)
  const alpha = theme === 'dark' ? 0.16 : 0.1
  root.style.setProperty('--color-up-soft', hexToRgba(UP_COLOR, alpha))
  root.style.setProperty('--color-down-soft', hexToRgba(DOWN_COLOR, alpha))
}
