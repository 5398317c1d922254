import { ActionSheet, Button, Form, Input, List } from 'antd-mobile'
import { useRef, useState } from 'react'
import { useTranslation } from '@/lib/i18n'
import { check } from '@/components/form/rules'
import { Page } from '@/components/Page'
import { SettingsList } from '@/components/SettingsList'
import { Sheet } from '@/components/Sheet'
import { toast } from '@/lib/toast'
import { isNickname, isSignature } from '@/lib/validators'
import { useEditProfile, useSaveAvatar, useUploadAvatar } from '../mutations'
import { avatarUrl, BUILTIN_AVATARS } from '../profile'
import { useUserInfo } from '../queries'
import { realLevelKey } from '../realLevel'
import '../user.css'

interface ProfileForm {
  nickname: string
  signature: string
}

export function UserInfoScreen() {
  const { t } = useTranslation()
  const { data: user } = useUserInfo()
  const album = useRef<HTMLInputElement>(null)
  const [choosing, setChoosing] = useState(false)
  const profile = useEditProfile()
  const avatar = useSaveAvatar()
  const upload = useUploadAvatar()

  // Failures have been shown by the request wrapper.
  const saveAvatar = (value: string) => avatar.mutate(value)

  const fromAlbum = (file: File | undefined) => {
    if (!file) return
    upload.mutate(file, {
      onSettled: () => {
        if (album.current) album.current.value = ''
      },
    })
  }

  const changeAvatar = () => {
    ActionSheet.show({
      actions: [
        { key: 'builtin', text: t('profile.builtin_avatar') },
        { key: 'album', text: t('profile.from_album') },
      ],
      cancelText: t('common.cancel'),
      closeOnAction: true,
      onAction: (action) => (action.key === 'album' ? album.current?.click() : setChoosing(true)),
    })
  }

  const submit = (values: ProfileForm) => {
    profile.mutate({ nickname: values.nickname.trim(), signature: values.signature?.trim() || undefined })
  }

  return (
    <Page title={t('profile.title')}>
      <SettingsList>
        <List.Item
          onClick={changeAvatar}
          extra={<img className="profile-avatar" src={avatarUrl(user?.head_portrait)} alt={t('profile.avatar')} />}
        >
          {t('profile.avatar')}
        </List.Item>
        <List.Item extra={<span className="num">{user?.id ?? ''}</span>}>UID</List.Item>
        <List.Item extra={user?.account ?? ''}>{t('profile.account')}</List.Item>
        <List.Item
          extra={<span className="num">{user?.extension_code ?? ''}</span>}
          onClick={() => {
            void navigator.clipboard
              ?.writeText(user?.extension_code ?? '')
              .then(() => toast.success(t('profile.copied')))
          }}
        >
          {t('profile.invite_code')}
        </List.Item>
        <List.Item extra={t(realLevelKey(user?.real_level))}>{t('real.title')}</List.Item>
      </SettingsList>
      {user && (
        <Form
          className="profile-form"
          layout="vertical"
          initialValues={{ nickname: user.nickname, signature: user.signature }}
          onFinish={submit}
          footer={
            <Button block type="submit" color="primary" loading={profile.isPending}>
              {t('profile.save')}
            </Button>
          }
        >
          <Form.Item
            name="nickname"
            label={t('profile.nickname')}
            rules={[check(isNickname, t('profile.nickname_rule'))]}
          >
            <Input placeholder={t('profile.nickname_placeholder')} maxLength={10} />
          </Form.Item>
          <Form.Item
            name="signature"
            label={t('profile.signature')}
            rules={[check((v) => v.trim() === '' || isSignature(v.trim()), t('profile.signature_rule'))]}
          >
            <Input placeholder={t('profile.signature_placeholder')} maxLength={30} />
          </Form.Item>
        </Form>
      )}
      <input
        ref={album}
        hidden
        type="file"
        accept="image/jpeg,image/png,image/webp"
        onChange={(e) => fromAlbum(e.target.files?.[0])}
      />
      <Sheet visible={choosing} onClose={() => setChoosing(false)} title={t('profile.builtin_avatar')}>
        <div className="avatar-grid">
          {BUILTIN_AVATARS.map((name) => (
            <button
              key={name}
              type="button"
              className={name === user?.head_portrait ? 'avatar-choice selected' : 'avatar-choice'}
              onClick={() => {
                setChoosing(false)
                saveAvatar(name)
              }}
            >
              <img src={avatarUrl(name)} alt={name} />
            </button>
          ))}
        </div>
      </Sheet>
    </Page>
  )
}
