import { act } from 'react'
import { vi } from 'vitest'
import { advance } from './render'

/** On fake timers, runs what an event set off for right away; real timers run it by themselves. */
async function settle(): Promise<void> {
  if (vi.isFakeTimers()) await advance(0)
}

/** Clicks `element` as a user does; fails with the text of the page when there is nothing to click. */
export async function click(element: Element | null | undefined): Promise<void> {
  if (!(element instanceof HTMLElement)) throw new Error(`nothing to click in: ${document.body.textContent}`)
  await act(async () => element.click())
  await settle()
}

/** Types `value` into an input or a text area, through the native setter so that React sees the change. */
export async function typeInto(field: Element | null | undefined, value: string): Promise<void> {
  const prototype =
    field instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : field instanceof HTMLInputElement
        ? HTMLInputElement.prototype
        : null
  if (!field || !prototype) throw new Error(`no field to type into in: ${document.body.textContent}`)
  await act(async () => {
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  })
  await settle()
}

/** Types `value` into the input or text area named `name`. */
export function type(name: string, value: string): Promise<void> {
  return typeInto(document.querySelector(`input[name="${name}"], textarea[name="${name}"]`), value)
}
