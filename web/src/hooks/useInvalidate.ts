import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { toast } from '@/lib/toast'

/** Loads the reads under these keys again: the callback a mutation calls once it went through (or was refused). */
export function useInvalidate(...keys: QueryKey[]): () => void {
  const client = useQueryClient()
  return () => {
    for (const queryKey of keys) void client.invalidateQueries({ queryKey })
  }
}

/** Shows the server's text and loads the reads under these keys again, once a mutation went through. */
export function useToastAndInvalidate(...keys: QueryKey[]): (text: string) => void {
  const invalidate = useInvalidate(...keys)
  return (text) => {
    toast.success(text)
    invalidate()
  }
}
