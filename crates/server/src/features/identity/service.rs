//! Identity rules: who may file which level, what a valid document number and name are, and how a review's
//! decision moves the user's level. Every decision is an operator's, recorded in the audit log.

use super::{
    dto::{BasicDetails, Pictures, RealData, RealState, ReviewItem, Submission},
    repo::{self, NewReview, ReviewRow},
};
use crate::{
    app::AppState,
    clock,
    db::unique_violation,
    error::{AppError, ErrorCode},
    features::{account, messages, site, upload},
    http::pager::ListPage,
    ids::UserId,
    operators::{
        Operator,
        audit::{self, Entry},
    },
    rules,
};

pub const REVIEWING: i64 = 1;
pub const PASSED: i64 = 2;
pub const REJECTED: i64 = 3;

pub const ID_CARD: i64 = 1;
pub const PASSPORT: i64 = 2;
pub const DRIVER_LICENCE: i64 = 3;

/// The document type as stored (1 ID card, 2 passport, 3 driver licence) from the wire's: existing clients send
/// their picker's 0-based index, 0 ID card, 1 passport, 2 driver licence (ADR 75). Anything else is out of range
/// and refused by [`check_document`].
pub fn document_type(sent: i64) -> i64 {
    if (0..=2).contains(&sent) { sent + 1 } else { 0 }
}

/// The wire's 0-based document type of a stored one, as `/real/state` shows it.
pub fn wire_document_type(stored: i64) -> i64 {
    (stored - 1).max(0)
}

const REASON_MAX_CHARS: usize = 200;

/// What a submission is filed as: the level it grants and whether it carries the level-1 details.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Filing {
    pub level: i64,
    pub basic: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Basic,
    Advanced,
    Both,
}

/// Where the user stands when they submit.
#[derive(Debug, Clone, Copy)]
pub struct Standing {
    pub real_level: i64,
    pub pending: bool,
    pub email_bound: bool,
    pub phone_bound: bool,
}

/// Decides whether a submission may be filed and as what. Both contacts come first, then a waiting review,
/// then the level order: level 2 needs level 1 approved. A one-form submission by a level-1 user files only the
/// pictures.
pub fn filing(standing: Standing, kind: Kind) -> Result<Filing, ErrorCode> {
    if !standing.email_bound || !standing.phone_bound {
        return Err(ErrorCode::ContactBindingRequired);
    }
    if standing.pending {
        return Err(ErrorCode::ReviewPending);
    }
    match (kind, standing.real_level) {
        (_, level) if level >= 2 => Err(ErrorCode::AlreadyVerified),
        (Kind::Basic, level) if level >= 1 => Err(ErrorCode::AlreadyVerified),
        (Kind::Basic, _) => Ok(Filing {
            level: 1,
            basic: true,
        }),
        (Kind::Advanced, 0) => Err(ErrorCode::Level1Required),
        (Kind::Advanced, _) | (Kind::Both, 1) => Ok(Filing {
            level: 2,
            basic: false,
        }),
        (Kind::Both, _) => Ok(Filing {
            level: 2,
            basic: true,
        }),
    }
}

/// An 18-character number of 17 digits and a digit or X: the shape of a mainland resident ID number.
pub fn has_mainland_shape(number: &str) -> bool {
    let bytes = number.as_bytes();
    bytes.len() == 18
        && bytes[..17].iter().all(u8::is_ascii_digit)
        && (bytes[17].is_ascii_digit() || bytes[17] == b'X')
}

/// A mainland resident ID number (GB 11643): a real birth date and the ISO 7064 MOD 11-2 check character.
pub fn valid_mainland_id(number: &str) -> bool {
    if !has_mainland_shape(number) {
        return false;
    }
    const WEIGHTS: [u32; 17] = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
    const CHECK: &[u8; 11] = b"10X98765432";
    let bytes = number.as_bytes();
    let sum: u32 = bytes[..17]
        .iter()
        .zip(WEIGHTS)
        .map(|(b, w)| u32::from(b - b'0') * w)
        .sum();
    if CHECK[(sum % 11) as usize] != bytes[17] {
        return false;
    }
    let part = |range: std::ops::Range<usize>| number[range].parse::<i32>().ok();
    let (Some(year), Some(month), Some(day)) = (part(6..10), part(10..12), part(12..14)) else {
        return false;
    };
    let month = u8::try_from(month)
        .ok()
        .and_then(|m| time::Month::try_from(m).ok());
    let day = u8::try_from(day).ok();
    (1900..=2100).contains(&year)
        && matches!((month, day), (Some(m), Some(d)) if time::Date::from_calendar_date(year, m, d).is_ok())
}

/// Normalises and checks a document number. ID cards of the mainland shape, and every ID card of an account
/// with a +86 mobile, must pass the mainland check; other documents are 5–30 letters, digits or dashes.
pub fn check_document(id_type: i64, card_id: &str, area_code: &str) -> Result<String, AppError> {
    let number: String = card_id
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect::<String>()
        .to_uppercase();
    let invalid = || AppError::new(ErrorCode::InvalidIdNumber).with_field("card_id");
    match id_type {
        ID_CARD if has_mainland_shape(&number) || area_code == "86" => {
            valid_mainland_id(&number).then_some(number).ok_or_else(invalid)
        }
        ID_CARD | PASSPORT | DRIVER_LICENCE => {
            let ok = (5..=30).contains(&number.len())
                && number.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-');
            ok.then_some(number).ok_or_else(invalid)
        }
        _ => Err(AppError::field("id_type")),
    }
}

/// A name as printed on a document: 2–64 letters of any script, with spaces, dots, middle dots, dashes or
/// apostrophes between them.
pub fn check_name(name: &str) -> Result<String, AppError> {
    let name = name.split_whitespace().collect::<Vec<_>>().join(" ");
    let count = name.chars().count();
    let letters = name.chars().filter(|c| c.is_alphabetic()).count();
    let allowed = name
        .chars()
        .all(|c| c.is_alphabetic() || matches!(c, ' ' | '.' | '·' | '-' | '\'' | '’'));
    if (2..=64).contains(&count) && letters >= 2 && allowed {
        Ok(name)
    } else {
        Err(AppError::field("name"))
    }
}

/// First 3 and last 4 characters; the rest as stars.
pub fn mask_document(number: &str) -> String {
    let chars: Vec<char> = number.chars().collect();
    if chars.len() <= 7 {
        return "*".repeat(chars.len());
    }
    let head: String = chars[..3].iter().collect();
    let tail: String = chars[chars.len() - 4..].iter().collect();
    format!("{head}{}{tail}", "*".repeat(chars.len() - 7))
}

/// Whether `action` needs a verified identity under the published rule (a comma-separated list of actions).
pub fn needs_identity(rule: &str, action: &str, real_level: i64) -> bool {
    real_level < 1 && rule.split(',').map(str::trim).any(|a| a == action)
}

/// Answers `"998"` when the published rule says `action` needs identity level 1 and the user has none.
pub async fn require_level(app: &AppState, user_id: UserId, action: &str) -> Result<(), AppError> {
    let rule = rules::list(&app.db, Some("identity"))
        .await?
        .into_iter()
        .find(|r| r.key == "level_required_actions")
        .map(|r| r.value)
        .unwrap_or_default();
    let user = account::repo::find_by_id(&app.db, user_id)
        .await?
        .ok_or(ErrorCode::SessionInvalid)?;
    if needs_identity(&rule, action, user.real_level) {
        Err(ErrorCode::IdentityRequired.into())
    } else {
        Ok(())
    }
}

pub async fn state(app: &AppState, user_id: UserId) -> Result<RealState, AppError> {
    let user = account::repo::find_by_id(&app.db, user_id)
        .await?
        .ok_or(ErrorCode::SessionInvalid)?;
    let reviews = repo::of_user(&app.db, user_id).await?;
    let basic = reviews.iter().find(|r| r.basic == 1);
    let advanced = reviews.iter().find(|r| r.level == 2);
    let real_data = reviews.first().map(|latest| RealData {
        id_type: basic.map_or(0, |b| wire_document_type(b.id_type)),
        name: basic.map(|b| b.name.clone()).unwrap_or_default(),
        card_id: basic.map(|b| mask_document(&b.card_id)).unwrap_or_default(),
        front_pic: advanced.map(|a| a.front_pic.clone()).unwrap_or_default(),
        reverse_pic: advanced.map(|a| a.reverse_pic.clone()).unwrap_or_default(),
        hand_pic: advanced.map(|a| a.hand_pic.clone()).unwrap_or_default(),
        review_status: latest.status,
        advanced_user: i64::from(user.real_level >= 2),
        reject_reason: if latest.status == REJECTED {
            latest.reject_reason.clone()
        } else {
            String::new()
        },
    });
    Ok(RealState {
        real_status: user.real_level,
        review_status: basic.map_or(0, |b| b.status),
        advanced_review_status: advanced.map_or(0, |a| a.status),
        real_data,
    })
}

async fn check_pictures(app: &AppState, user_id: UserId, pictures: &Pictures) -> Result<(), AppError> {
    let fields = [
        ("front_pic", pictures.front.as_str()),
        ("reverse_pic", pictures.reverse.as_str()),
        ("hand_pic", pictures.hand.as_str()),
    ];
    for (field, path) in fields {
        if field == "hand_pic" && path.is_empty() {
            continue;
        }
        if !upload::service::is_own_upload(app, user_id, path).await? {
            return Err(AppError::field(field));
        }
    }
    Ok(())
}

/// Files a review. Two racing submissions cannot both be filed: at most one review waits per user.
pub async fn submit(app: &AppState, user_id: UserId, submission: Submission) -> Result<(), AppError> {
    let user = account::repo::find_by_id(&app.db, user_id)
        .await?
        .ok_or(ErrorCode::SessionInvalid)?;
    let reviews = repo::of_user(&app.db, user_id).await?;
    let standing = Standing {
        real_level: user.real_level,
        pending: reviews.iter().any(|r| r.status == REVIEWING),
        email_bound: user.email.is_some(),
        phone_bound: user.phone.is_some(),
    };
    let kind = match &submission {
        Submission::Basic(_) => Kind::Basic,
        Submission::Advanced(_) => Kind::Advanced,
        Submission::Both(..) => Kind::Both,
    };
    let filing = filing(standing, kind)?;
    let (details, pictures) = match submission {
        Submission::Basic(d) => (Some(d), None),
        Submission::Advanced(p) => (None, Some(p)),
        Submission::Both(d, p) => (filing.basic.then_some(d), Some(p)),
    };
    let details = match details {
        Some(BasicDetails {
            id_type,
            name,
            card_id,
        }) => Some(BasicDetails {
            id_type: document_type(id_type),
            card_id: check_document(document_type(id_type), &card_id, &user.area_code)?,
            name: check_name(&name)?,
        }),
        None => None,
    };
    if let Some(pictures) = &pictures {
        check_pictures(app, user_id, pictures).await?;
    }
    let empty = String::new();
    let review = NewReview {
        user_id,
        level: filing.level,
        basic: filing.basic,
        id_type: details.as_ref().map_or(0, |d| d.id_type),
        name: details.as_ref().map_or(&empty, |d| &d.name),
        card_id: details.as_ref().map_or(&empty, |d| &d.card_id),
        front_pic: pictures.as_ref().map_or(&empty, |p| &p.front),
        reverse_pic: pictures.as_ref().map_or(&empty, |p| &p.reverse),
        hand_pic: pictures.as_ref().map_or(&empty, |p| &p.hand),
        now: app.clock.now_ms(),
    };
    let mut tx = app.db.begin().await?;
    match repo::insert(&mut tx, &review).await {
        Ok(_) => {}
        Err(err) if unique_violation(&err).is_some() => return Err(ErrorCode::ReviewPending.into()),
        Err(err) => return Err(err.into()),
    }
    if let Some(p) = &pictures {
        let paths: Vec<&str> = [p.front.as_str(), p.reverse.as_str(), p.hand.as_str()]
            .into_iter()
            .filter(|s| !s.is_empty())
            .collect();
        upload::repo::make_private(&mut tx, user_id, &paths).await?;
    }
    if filing.basic {
        repo::set_user_state(&mut tx, user_id, 0, REVIEWING, review.now).await?;
    }
    let level = filing.level.to_string();
    messages::service::note(
        &mut tx,
        user_id,
        "identity_submitted",
        &[("level", &level)],
        app.clock.now_ms(),
    )
    .await?;
    tx.commit().await?;
    messages::service::publish(app, user_id).await;
    Ok(())
}

/// An operator's decision on a waiting review.
#[derive(Debug, Clone)]
pub enum Decision {
    Approve,
    Reject { reason: String },
}

pub fn check_reason(reason: &str) -> Result<String, AppError> {
    let reason = reason.trim();
    let count = reason.chars().count();
    if (1..=REASON_MAX_CHARS).contains(&count) {
        Ok(reason.to_string())
    } else {
        Err(AppError::field("reason"))
    }
}

/// Approves or rejects a waiting review: the review, the user's level, the audit record and the user's message
/// commit together; a review decided already (or by a racing reviewer) is `not_found`.
pub async fn decide(
    app: &AppState,
    operator: &Operator,
    id: i64,
    decision: Decision,
    ip: &str,
) -> Result<(), AppError> {
    let review = repo::find(&app.db, id)
        .await?
        .ok_or(AppError::new(ErrorCode::NotFound).with_field("id"))?;
    let now = app.clock.now_ms();
    let (status, reason) = match &decision {
        Decision::Approve => (PASSED, String::new()),
        Decision::Reject { reason } => (REJECTED, check_reason(reason)?),
    };
    let mut tx = app.db.begin().await?;
    if repo::decide(&mut tx, id, status, &reason, operator.id, now).await? == 0 {
        return Err(AppError::new(ErrorCode::NotFound).with_field("id"));
    }
    let (level, review_status) = match (&decision, review.basic == 1) {
        (Decision::Approve, _) => (review.level, PASSED),
        (Decision::Reject { .. }, true) => (0, REJECTED),
        (Decision::Reject { .. }, false) => (0, PASSED),
    };
    repo::set_user_state(&mut tx, review.user_id, level, review_status, now).await?;
    let level_text = review.level.to_string();
    let (action, after) = match &decision {
        Decision::Approve => ("identity.approve", format!("passed level {}", review.level)),
        Decision::Reject { .. } => (
            "identity.reject",
            format!("rejected level {}: {reason}", review.level),
        ),
    };
    let entry = Entry {
        operator_id: Some(operator.id),
        actor: &operator.email,
        action,
        target: &format!("identity_review:{id} user:{}", review.user_id),
        before: "reviewing",
        after: &after,
        ip,
        at: now,
    };
    audit::record(&mut tx, &entry).await?;
    match &decision {
        Decision::Approve => {
            messages::service::note(
                &mut tx,
                review.user_id,
                "identity_approved",
                &[("level", &level_text)],
                now,
            )
            .await?
        }
        Decision::Reject { .. } => {
            messages::service::note(
                &mut tx,
                review.user_id,
                "identity_rejected",
                &[("level", &level_text), ("reason", &reason)],
                now,
            )
            .await?
        }
    };
    tx.commit().await?;
    messages::service::publish(app, review.user_id).await;
    Ok(())
}

fn review_item(row: ReviewRow, account: String, same: Vec<i64>, offset: time::UtcOffset) -> ReviewItem {
    ReviewItem {
        id: row.id,
        user_id: row.user_id,
        account,
        level: row.level,
        basic: row.basic,
        id_type: row.id_type,
        name: row.name,
        card_id: row.card_id,
        front_pic: row.front_pic,
        reverse_pic: row.reverse_pic,
        hand_pic: row.hand_pic,
        status: row.status,
        reject_reason: row.reject_reason,
        same_card_users: same,
        created_at: clock::display(row.created_at, offset),
        created_at_ts: row.created_at,
    }
}

/// The review queue (status 1 by default), oldest first.
pub async fn queue(
    app: &AppState,
    status: i64,
    page: i64,
    limit: i64,
) -> Result<ListPage<ReviewItem>, AppError> {
    let offset = site::service::display_offset(app).await?;
    let rows = repo::queue(&app.db, status, limit, (page - 1) * limit).await?;
    let mut list = Vec::with_capacity(rows.len());
    for mut row in rows {
        if row.name.is_empty() {
            // A level-2 filing carries only the pictures: the reviewer matches them against the document and name
            // the user passed level 1 with.
            let passed = repo::of_user(&app.db, row.user_id)
                .await?
                .into_iter()
                .find(|r| r.status == PASSED && !r.name.is_empty());
            if let Some(basic) = passed {
                (row.id_type, row.name) = (basic.id_type, basic.name);
                if row.card_id.is_empty() {
                    row.card_id = basic.card_id;
                }
            }
        }
        let account = account::repo::find_by_id(&app.db, row.user_id)
            .await?
            .map(|u| u.account)
            .unwrap_or_default();
        let same = repo::same_card_users(&app.db, &row.card_id, row.user_id).await?;
        list.push(review_item(row, account, same, offset));
    }
    Ok(ListPage {
        list,
        count: repo::queue_count(&app.db, status).await?,
        page,
        limit,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn standing(real_level: i64) -> Standing {
        Standing {
            real_level,
            pending: false,
            email_bound: true,
            phone_bound: true,
        }
    }

    #[test]
    fn both_contacts_must_be_bound_before_anything_is_filed() {
        let mut s = standing(0);
        s.phone_bound = false;
        assert_eq!(filing(s, Kind::Basic), Err(ErrorCode::ContactBindingRequired));
        s.phone_bound = true;
        s.email_bound = false;
        assert_eq!(filing(s, Kind::Both), Err(ErrorCode::ContactBindingRequired));
    }

    #[test]
    fn a_waiting_review_blocks_another_submission() {
        let mut s = standing(0);
        s.pending = true;
        assert_eq!(filing(s, Kind::Basic), Err(ErrorCode::ReviewPending));
    }

    #[test]
    fn level_two_needs_level_one_and_a_verified_level_cannot_be_filed_again() {
        assert_eq!(
            filing(standing(0), Kind::Advanced),
            Err(ErrorCode::Level1Required)
        );
        assert_eq!(
            filing(standing(0), Kind::Basic),
            Ok(Filing {
                level: 1,
                basic: true
            })
        );
        assert_eq!(filing(standing(1), Kind::Basic), Err(ErrorCode::AlreadyVerified));
        assert_eq!(
            filing(standing(1), Kind::Advanced),
            Ok(Filing {
                level: 2,
                basic: false
            })
        );
        assert_eq!(
            filing(standing(2), Kind::Advanced),
            Err(ErrorCode::AlreadyVerified)
        );
    }

    #[test]
    fn the_one_form_files_both_levels_or_only_the_pictures_after_level_one() {
        assert_eq!(
            filing(standing(0), Kind::Both),
            Ok(Filing {
                level: 2,
                basic: true
            })
        );
        assert_eq!(
            filing(standing(1), Kind::Both),
            Ok(Filing {
                level: 2,
                basic: false
            })
        );
        assert_eq!(filing(standing(2), Kind::Both), Err(ErrorCode::AlreadyVerified));
    }

    #[test]
    fn mainland_id_numbers_need_the_right_check_character_and_a_real_birth_date() {
        assert!(valid_mainland_id("11010519491231002X"));
        assert!(valid_mainland_id("320106199003071234"));
        assert!(!valid_mainland_id("110105194912310021"), "wrong check character");
        assert!(!valid_mainland_id("110105194902300022"), "30 February");
        assert!(!valid_mainland_id("11010519491231002"), "17 characters");
        assert!(!valid_mainland_id("1101051949123100XX"));
    }

    #[test]
    fn id_cards_of_accounts_with_a_86_mobile_must_be_mainland_numbers() {
        assert_eq!(
            check_document(ID_CARD, " 11010519491231002x ", "").unwrap(),
            "11010519491231002X"
        );
        assert_eq!(
            check_document(ID_CARD, "A1234567", "86").unwrap_err().code,
            ErrorCode::InvalidIdNumber
        );
        assert_eq!(check_document(ID_CARD, "A1234567", "44").unwrap(), "A1234567");
        assert_eq!(check_document(PASSPORT, "e1234567", "86").unwrap(), "E1234567");
        assert!(check_document(DRIVER_LICENCE, "12", "").is_err());
        assert!(check_document(PASSPORT, "<script>", "").is_err());
        assert_eq!(
            check_document(9, "E1234567", "").unwrap_err().field,
            Some("id_type")
        );
    }

    #[test]
    fn names_are_letters_of_any_script_with_simple_separators() {
        assert_eq!(check_name("  张  三 ").unwrap(), "张 三");
        assert_eq!(check_name("Mary-Jane O'Neil").unwrap(), "Mary-Jane O'Neil");
        assert!(check_name("阿凡提·买买提").is_ok());
        assert!(check_name("A").is_err());
        assert!(check_name("Robert'); DROP").is_err());
        assert!(check_name("12345").is_err());
    }

    #[test]
    fn documents_are_masked_but_the_first_three_and_last_four() {
        assert_eq!(mask_document("11010519491231002X"), "110***********002X");
        assert_eq!(mask_document("E1234"), "*****");
    }

    #[test]
    fn the_published_rule_lists_the_actions_that_need_level_one() {
        assert!(needs_identity("withdraw", "withdraw", 0));
        assert!(needs_identity("transfer, withdraw", "withdraw", 0));
        assert!(!needs_identity("withdraw", "withdraw", 1));
        assert!(!needs_identity("withdraw", "transfer", 0));
        assert!(!needs_identity("", "withdraw", 0));
    }

    #[test]
    fn a_rejection_needs_a_reason_of_at_most_200_characters() {
        assert!(check_reason("  ").is_err());
        assert_eq!(check_reason(" blurred ").unwrap(), "blurred");
        assert!(check_reason(&"x".repeat(201)).is_err());
    }
}
