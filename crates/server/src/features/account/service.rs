//! Account rules: how contacts, passwords, invite codes and profiles must look, and how contacts are masked; the
//! calls that apply them live beside this file (codes, sign_in, security, profile).

use rand::Rng;

use super::repo::{self, UserRow};
use crate::{
    app::AppState,
    error::{AppError, ErrorCode},
    ids::UserId,
    rules::AccountRules,
};

/// Where a code goes and what an account is registered with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Contact {
    Email(String),
    Mobile { area_code: String, number: String },
}

impl Contact {
    /// The key codes are filed under.
    pub fn recipient(&self) -> String {
        match self {
            Contact::Email(e) => format!("email:{e}"),
            Contact::Mobile { area_code, number } => format!("mobile:+{area_code}{number}"),
        }
    }
}

pub fn normalize_email(input: &str) -> Result<String, AppError> {
    let email = input.trim().to_lowercase();
    let valid = email.len() <= 254
        && !email.chars().any(|c| c.is_whitespace() || c.is_control())
        && email.split_once('@').is_some_and(|(local, domain)| {
            !local.is_empty()
                && !domain.contains('@')
                && domain.contains('.')
                && !domain.starts_with('.')
                && !domain.ends_with('.')
                && !domain.contains("..")
        });
    if valid {
        Ok(email)
    } else {
        Err(AppError::new(ErrorCode::InvalidEmail).with_field("user_string"))
    }
}

pub fn normalize_area_code(input: Option<&str>) -> Result<String, AppError> {
    let code = input
        .map(|s| s.trim().trim_start_matches('+'))
        .filter(|s| !s.is_empty())
        .unwrap_or("86");
    if (1..=4).contains(&code.len()) && code.bytes().all(|b| b.is_ascii_digit()) {
        Ok(code.to_string())
    } else {
        Err(AppError::field("area_code"))
    }
}

/// A mobile number as digits: mainland China numbers (area code 86) are 11 digits starting 1[3-9]; others
/// 5 to 15 digits.
pub fn normalize_mobile(area_code: &str, input: &str) -> Result<String, AppError> {
    let number: String = input.trim().chars().filter(|c| !matches!(c, ' ' | '-')).collect();
    let digits = number.bytes().all(|b| b.is_ascii_digit());
    let valid = if area_code == "86" {
        digits && number.len() == 11 && number.starts_with('1') && matches!(number.as_bytes()[1], b'3'..=b'9')
    } else {
        digits && (5..=15).contains(&number.len())
    };
    if valid {
        Ok(number)
    } else {
        Err(AppError::new(ErrorCode::InvalidMobile).with_field("mobile"))
    }
}

/// Reads an account string as an e-mail (it has an `@`) or a mobile number.
pub fn parse_contact(user_string: &str, area_code: Option<&str>) -> Result<Contact, AppError> {
    if user_string.contains('@') {
        return Ok(Contact::Email(normalize_email(user_string)?));
    }
    let area_code = normalize_area_code(area_code)?;
    let number = normalize_mobile(&area_code, user_string).map_err(|e| e.with_field("user_string"))?;
    Ok(Contact::Mobile { area_code, number })
}

pub fn check_new_password(rules: &AccountRules, password: &str, confirm: &str) -> Result<(), AppError> {
    let len = password.chars().count();
    if len < rules.password_min_length || len > rules.password_max_length {
        return Err(AppError::new(ErrorCode::InvalidPassword).with_field("password"));
    }
    if password != confirm {
        return Err(AppError::new(ErrorCode::PasswordsMismatch).with_field("re_password"));
    }
    Ok(())
}

pub fn check_new_pay_password(password: &str, confirm: &str) -> Result<(), AppError> {
    if password.len() != 6 || !password.bytes().all(|b| b.is_ascii_digit()) {
        return Err(AppError::new(ErrorCode::InvalidPassword).with_field("pay_password"));
    }
    if password != confirm {
        return Err(AppError::new(ErrorCode::PasswordsMismatch).with_field("re_pay_password"));
    }
    Ok(())
}

/// Invite codes: 8 characters without look-alikes (no 0/O, 1/I/L).
pub fn new_invite_code() -> String {
    const ALPHABET: &[u8] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";
    let mut rng = rand::thread_rng();
    (0..8)
        .map(|_| char::from(ALPHABET[rng.gen_range(0..ALPHABET.len())]))
        .collect()
}

/// The contact a signed-in user's own codes go to: the e-mail when bound, else the mobile.
pub(super) fn own_contact(user: &UserRow) -> Option<Contact> {
    match (&user.email, &user.phone) {
        (Some(email), _) => Some(Contact::Email(email.clone())),
        (None, Some(phone)) => Some(Contact::Mobile {
            area_code: user.area_code.clone(),
            number: phone.clone(),
        }),
        (None, None) => None,
    }
}

/// The contact of an existing account that a login string names (for password reset codes).
pub(super) fn contact_named(user: &UserRow, login: &str) -> Option<Contact> {
    match (&user.email, &user.phone) {
        (Some(email), _) if email == login => Some(Contact::Email(email.clone())),
        (_, Some(phone)) if phone == login => Some(Contact::Mobile {
            area_code: user.area_code.clone(),
            number: phone.clone(),
        }),
        _ => own_contact(user),
    }
}

pub(super) fn login_key(user_string: &str) -> String {
    let s = user_string.trim();
    if s.contains('@') {
        s.to_lowercase()
    } else {
        s.chars().filter(|c| !matches!(c, ' ' | '-')).collect()
    }
}

pub(super) async fn load_user(app: &AppState, id: UserId) -> Result<UserRow, AppError> {
    repo::find_by_id(&app.db, id)
        .await?
        .ok_or(ErrorCode::SessionInvalid.into())
}

/// Shows only the last four characters of a number.
pub fn mask_tail(number: &str) -> String {
    let count = number.chars().count();
    let tail: String = number.chars().skip(count.saturating_sub(4)).collect();
    format!("{}{tail}", "*".repeat(count.saturating_sub(4)))
}

/// Shows the first character of the local part and the whole domain.
pub fn mask_email(email: &str) -> String {
    match email.split_once('@') {
        Some((local, domain)) => {
            let first: String = local.chars().take(1).collect();
            format!("{first}***@{domain}")
        }
        None => "***".into(),
    }
}

/// A user as others see them (chat, P2P, NFT bids and owners): the nickname, or the account masked.
pub fn shown_name(nickname: &str, account: &str) -> String {
    if !nickname.trim().is_empty() {
        return nickname.to_string();
    }
    if account.contains('@') {
        mask_email(account)
    } else {
        mask_tail(account)
    }
}

/// The built-in avatars the app ships: `avatar_1` to `avatar_8`.
pub fn is_builtin_avatar(name: &str) -> bool {
    name.strip_prefix("avatar_")
        .and_then(|n| n.parse::<u8>().ok())
        .is_some_and(|n| (1..=8).contains(&n))
        && name.len() == "avatar_1".len()
}

pub(super) fn is_profile_char(c: char) -> bool {
    c.is_ascii_alphanumeric()
        || ('\u{4e00}'..='\u{9fff}').contains(&c)
        || ('\u{3400}'..='\u{4dbf}').contains(&c)
}

/// A nickname is 2–10 and a signature 2–30 characters of Chinese, Latin letters or digits.
pub fn check_profile(nickname: &str, signature: Option<&str>) -> Result<(), AppError> {
    let fits = |s: &str, max: usize| (2..=max).contains(&s.chars().count()) && s.chars().all(is_profile_char);
    if !fits(nickname, 10) {
        return Err(AppError::new(ErrorCode::InvalidNickname).with_field("nickname"));
    }
    if let Some(signature) = signature
        && !fits(signature, 30)
    {
        return Err(AppError::new(ErrorCode::InvalidProfileSignature).with_field("signature"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::*;

    fn rules() -> AccountRules {
        AccountRules::from_values(&HashMap::new())
    }

    #[test]
    fn emails_are_lowercased_and_malformed_ones_refused() {
        assert_eq!(
            normalize_email(" Alice@Example.COM ").unwrap(),
            "alice@example.com"
        );
        for bad in [
            "alice",
            "@example.com",
            "alice@",
            "alice@example",
            "a b@example.com",
            "a@b@c.com",
            "a@.com",
        ] {
            assert_eq!(
                normalize_email(bad).unwrap_err().code,
                ErrorCode::InvalidEmail,
                "{bad}"
            );
        }
    }

    #[test]
    fn mainland_mobiles_need_eleven_digits_starting_1_then_3_to_9() {
        assert_eq!(normalize_mobile("86", "138 0013 8000").unwrap(), "13800138000");
        assert!(normalize_mobile("86", "12800138000").is_err());
        assert!(normalize_mobile("86", "1380013800").is_err());
        assert_eq!(normalize_mobile("44", "7700900123").unwrap(), "7700900123");
        assert!(normalize_mobile("44", "77a0900123").is_err());
    }

    #[test]
    fn an_account_string_with_an_at_sign_is_an_email_else_a_mobile_with_area_code_86_by_default() {
        assert_eq!(
            parse_contact("a@b.co", None).unwrap(),
            Contact::Email("a@b.co".into())
        );
        assert_eq!(
            parse_contact("13800138000", None).unwrap(),
            Contact::Mobile {
                area_code: "86".into(),
                number: "13800138000".into()
            }
        );
        assert_eq!(
            parse_contact("13800138000", Some("+86")).unwrap().recipient(),
            "mobile:+8613800138000"
        );
        assert!(parse_contact("13800138000", Some("86a")).is_err());
    }

    #[test]
    fn passwords_must_be_7_to_64_characters_and_match_their_confirmation() {
        assert!(check_new_password(&rules(), "1234567", "1234567").is_ok());
        assert_eq!(
            check_new_password(&rules(), "123456", "123456").unwrap_err().code,
            ErrorCode::InvalidPassword
        );
        let long = "x".repeat(65);
        assert_eq!(
            check_new_password(&rules(), &long, &long).unwrap_err().code,
            ErrorCode::InvalidPassword
        );
        assert_eq!(
            check_new_password(&rules(), "1234567", "1234568")
                .unwrap_err()
                .code,
            ErrorCode::PasswordsMismatch
        );
    }

    #[test]
    fn pay_passwords_are_six_digits() {
        assert!(check_new_pay_password("123456", "123456").is_ok());
        assert!(check_new_pay_password("12345a", "12345a").is_err());
        assert!(check_new_pay_password("1234567", "1234567").is_err());
        assert_eq!(
            check_new_pay_password("123456", "654321").unwrap_err().code,
            ErrorCode::PasswordsMismatch
        );
    }

    #[test]
    fn invite_codes_are_eight_characters_without_look_alikes() {
        for _ in 0..100 {
            let code = new_invite_code();
            assert_eq!(code.len(), 8);
            assert!(!code.contains(['0', 'O', '1', 'I', 'L']), "{code}");
        }
    }

    #[test]
    fn nicknames_and_signatures_take_chinese_latin_letters_and_digits_only() {
        assert!(check_profile("小明2026", Some("爱交易的人")).is_ok());
        assert!(check_profile("Ab", None).is_ok());
        assert_eq!(
            check_profile("A", None).unwrap_err().code,
            ErrorCode::InvalidNickname
        );
        assert_eq!(
            check_profile("abcdefghijk", None).unwrap_err().code,
            ErrorCode::InvalidNickname
        );
        assert_eq!(
            check_profile("a b", None).unwrap_err().code,
            ErrorCode::InvalidNickname
        );
        assert_eq!(
            check_profile("<b>x</b>", None).unwrap_err().code,
            ErrorCode::InvalidNickname
        );
        assert_eq!(
            check_profile("Ab", Some("x")).unwrap_err().code,
            ErrorCode::InvalidProfileSignature
        );
        assert_eq!(
            check_profile("Ab", Some(&"字".repeat(31))).unwrap_err().code,
            ErrorCode::InvalidProfileSignature
        );
    }

    #[test]
    fn built_in_avatars_are_avatar_1_to_avatar_8() {
        assert!(is_builtin_avatar("avatar_1"));
        assert!(is_builtin_avatar("avatar_8"));
        assert!(!is_builtin_avatar("avatar_9"));
        assert!(!is_builtin_avatar("avatar_01"));
        assert!(!is_builtin_avatar("/etc/passwd"));
    }

    #[test]
    fn contacts_in_notes_are_masked() {
        assert_eq!(mask_tail("13800138000"), "*******8000");
        assert_eq!(mask_email("alice@example.com"), "a***@example.com");
    }
}
