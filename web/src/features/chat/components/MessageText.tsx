import { splitLinks } from '../links'

/**
 * A message's text as text: React escapes every piece, and only http(s) addresses become plain links opening a new
 * tab without the opener or the referrer.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <span className="chat-text">
      {splitLinks(text).map((piece, index) =>
        piece.kind === 'link' ? (
          <a key={index} href={piece.href} target="_blank" rel="noopener noreferrer nofollow">
            {piece.text}
          </a>
        ) : (
          piece.text
        ),
      )}
    </span>
  )
}
