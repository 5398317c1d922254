import { ActionSheet, Button, Form, Input, List, Popup } from 'antd-mobile'
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Page } from '@/app/Page'
import { check } from '@/features/auth/rules'
import '@/features/settings/settings.css'
import { editNickname } from '@/features/user/api/editNickname'
import { uploadHeadPortrait } from '@/features/user/api/uploadHeadPortrait'
import { uploadImage } from '@/features/user/api/upload'
import { compressImage } from '@/features/user/compress'
import { avatarUrl, BUILTIN_AVATARS } from '@/features/user/profile'
import { realLevelKey } from '@/features/user/realLevel'
import { userInfoKey, useUserInfo } from '@/features/user/useUserInfo'
import { toast } from '@/lib/toast'
import { isNickname, isSignature } from '@/lib/validators'

interface ProfileForm {
  nickname: string
  signature: string
}

export default function UserInfoScreen() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const { data: user } = useUserInfo()
  const album = useRef<HTMLInputElement>(null)
  const [choosing, setChoosing] = useState(false)
  const [busy, setBusy] = useState(false)

  const refresh = () => void queryClient.invalidateQueries({ queryKey: userInfoKey })

  const saveAvatar = async (value: string) => {
    try {
      toast.success(await uploadHeadPortrait(value))
      refresh()
    } catch {
      // Shown by the request wrapper.
    }
  }

  const fromAlbum = async (file: File | undefined) => {
    if (!file) return
    try {
      const path = await uploadImage(await compressImage(file), 'avatar.jpg')
      await saveAvatar(path)
    } catch {
      // Shown by the request wrapper.
    } finally {
      if (album.current) album.current.value = ''
    }
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

  const submit = async (values: ProfileForm) => {
    setBusy(true)
    try {
      toast.success(await editNickname({ nickname: values.nickname.trim(), signature: values.signature?.trim() || undefined }))
      refresh()
    } catch {
      // Shown by the request wrapper.
    } finally {
      setBusy(false)
    }
  }

  return (
    <Page title={t('profile.title')}>
      <List className="settings-list">
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
            void navigator.clipboard?.writeText(user?.extension_code ?? '').then(() => toast.success(t('profile.copied')))
          }}
        >
          {t('profile.invite_code')}
        </List.Item>
        <List.Item extra={t(realLevelKey(user?.real_level))}>{t('real.title')}</List.Item>
      </List>
      {user && (
        <Form
          className="profile-form"
          layout="vertical"
          initialValues={{ nickname: user.nickname, signature: user.signature }}
          onFinish={(v: ProfileForm) => void submit(v)}
          footer={
            <Button block type="submit" color="primary" loading={busy}>
              {t('profile.save')}
            </Button>
          }
        >
          <Form.Item name="nickname" label={t('profile.nickname')} rules={[check(isNickname, t('profile.nickname_rule'))]}>
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
      <input ref={album} hidden type="file" accept="image/jpeg,image/png,image/webp" onChange={(e) => void fromAlbum(e.target.files?.[0])} />
      <Popup visible={choosing} onMaskClick={() => setChoosing(false)} bodyClassName="sheet" showCloseButton onClose={() => setChoosing(false)}>
        <h3 className="sheet-title">{t('profile.builtin_avatar')}</h3>
        <div className="avatar-grid">
          {BUILTIN_AVATARS.map((name) => (
            <button
              key={name}
              type="button"
              className={name === user?.head_portrait ? 'avatar-choice selected' : 'avatar-choice'}
              onClick={() => {
                setChoosing(false)
                void saveAvatar(name)
              }}
            >
              <img src={avatarUrl(name)} alt={name} />
            </button>
          ))}
        </div>
      </Popup>
    </Page>
  )
}
