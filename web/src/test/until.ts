import { act } from 'react'

/**
 * Lets a screen run on real timers (requests, renders) until `done` holds, looking every 10 ms;
 * after two seconds it fails with the text of the page.
 */
export async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !done(); i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10))
    })
  }
  if (!done()) throw new Error(`not shown: ${document.body.textContent}`)
}
