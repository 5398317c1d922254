export const TARGET: string
export const ICONS: string[]
/** The path of one icon, numbers rounded and separators trimmed. */
export function compactPath(d: string): string
/** The one path of an antd-mobile-icons icon, as its ES module draws it. */
export function sourcePath(name: string): Promise<string>
/** The files of src/components/icons/ and the text each should hold. */
export function renderIcons(): Promise<Record<string, string>>
