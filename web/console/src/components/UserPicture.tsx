import { Image } from 'antd'
import { can } from '../lib/access'
import { useRole } from '../lib/hooks'
import { PrivatePicture, isUpload } from './PrivatePicture'

/**
 * A picture a user uploaded as evidence (a payment voucher, a chat picture). Roles that may use the operators'
 * viewer see it through it; the others load its public address, which the server answers for pictures that are not
 * private. Anything that is not an upload path is shown as text.
 */
export function UserPicture({ path, alt, width = 240 }: { path: string; alt: string; width?: number }) {
  const role = useRole()
  if (!isUpload(path)) return <span className="mono">{path}</span>
  if (can(role, 'uploads.view')) return <PrivatePicture path={path} alt={alt} width={width} />
  return <Image src={path} alt={alt} width={width} className="private-picture" />
}
