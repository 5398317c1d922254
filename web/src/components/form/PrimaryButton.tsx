import { Button, type ButtonProps } from 'antd-mobile'

/** A form's or sheet's main action: a large button in the brand colour across the whole width. */
export function PrimaryButton(props: Omit<ButtonProps, 'block' | 'color' | 'size'>) {
  return <Button block color="primary" size="large" {...props} />
}
