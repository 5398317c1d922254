import { StarFill, StarOutline } from '@/components/icons'
import type { MouseEvent } from 'react'
import { useTranslation } from '@/lib/i18n'
import '../market.css'

interface FavouriteStarProps {
  favourite: boolean
  onToggle: () => void
}

/** The star that adds an asset to, or removes it from, the favourites. */
export function FavouriteStar({ favourite, onToggle }: FavouriteStarProps) {
  const { t } = useTranslation()
  const click = (event: MouseEvent) => {
    event.stopPropagation()
    onToggle()
  }
  return (
    <button
      type="button"
      className={favourite ? 'fav-star on' : 'fav-star'}
      aria-pressed={favourite}
      aria-label={t(favourite ? 'quotes.remove_favourite' : 'quotes.add_favourite')}
      onClick={click}
    >
      {favourite ? <StarFill /> : <StarOutline />}
    </button>
  )
}
