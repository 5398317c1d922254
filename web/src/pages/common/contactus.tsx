import { useTranslation } from '@/lib/i18n'
import { ChatLink } from '@/features/chat'
import { LoanOfficers } from '@/features/loans'
import { SupportLink } from '@/features/support'
import { SinglePageScreen } from '@/features/content/screens/SinglePageScreen'

export default function ContactUsScreen() {
  const { t } = useTranslation()
  return (
    <SinglePageScreen
      name="contactus"
      title={t('menu.contactus')}
      footer={
        <>
          <SupportLink />
          <ChatLink />
          <LoanOfficers />
        </>
      }
    />
  )
}
