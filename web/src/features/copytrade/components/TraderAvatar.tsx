import { avatarUrl } from '@/features/user'

/** A trader's avatar: their picture, a built-in one, or the default. */
export function TraderAvatar({ src, large = false }: { src: string; large?: boolean }) {
  return <img className={large ? 'copy-avatar large' : 'copy-avatar'} src={avatarUrl(src)} alt="" />
}
