//! Rules for payees: an address must be valid on its network and its QR code the user's own upload; every
//! required card field must be filled.

use super::{
    dto::{AddressInput, AddressItem, DomesticCard, InternationalCard},
    repo::{self, NewAddress},
};
use crate::{
    app::AppState,
    clock,
    db::unique_violation,
    error::{AppError, ErrorCode},
    features::{
        site, upload,
        wallet::{address, repo as wallet_repo},
    },
    http::pager::DataPage,
    i18n::{self, Lang},
    ids::UserId,
};

const FIELD_MAX_CHARS: usize = 120;

pub async fn save_address(app: &AppState, user_id: UserId, input: AddressInput) -> Result<(), AppError> {
    let assets = wallet_repo::assets(&app.db).await?;
    let asset = assets
        .iter()
        .find(|a| a.id == input.currency)
        .ok_or(AppError::field("currency"))?;
    let name = input.name.trim();
    if !(1..=40).contains(&name.chars().count()) {
        return Err(AppError::field("name"));
    }
    let nets = asset.networks();
    let network = match input.network.as_deref().map(str::trim).filter(|n| !n.is_empty()) {
        Some(n) => nets
            .iter()
            .find(|c| c.eq_ignore_ascii_case(n))
            .cloned()
            .ok_or(AppError::field("type"))?,
        // Existing clients send no network: it is read from the address's format (ADR 75).
        None if nets.is_empty() => return Err(AppError::field("currency")),
        None => address::network_among(&nets, &input.address)
            .ok_or(AppError::new(ErrorCode::InvalidAddress).with_field("address"))?,
    };
    let target = input.address.trim();
    if !address::is_valid(&network, target) {
        return Err(AppError::new(ErrorCode::InvalidAddress).with_field("address"));
    }
    if !upload::service::is_own_public_upload(app, user_id, input.qrcode.trim()).await? {
        return Err(AppError::field("qrcode"));
    }
    let row = NewAddress {
        user_id,
        asset_id: asset.id,
        name,
        address: target,
        qrcode: input.qrcode.trim(),
        network: &network,
        now: app.clock.now_ms(),
    };
    let mut tx = app.db.begin().await?;
    match repo::insert_address(&mut tx, &row).await {
        Ok(()) => {}
        Err(err) if unique_violation(&err).is_some() => return Err(AppError::field("address")),
        Err(err) => return Err(err.into()),
    }
    tx.commit().await?;
    Ok(())
}

/// Removes one of the user's saved addresses (`/user/delwallet`); another user's or an unknown id is
/// `not_found`.
pub async fn delete_address(app: &AppState, user_id: UserId, id: i64) -> Result<(), AppError> {
    let mut tx = app.db.begin().await?;
    let removed = repo::delete_address(&mut tx, user_id, id).await?;
    tx.commit().await?;
    if removed {
        Ok(())
    } else {
        Err(ErrorCode::NotFound.into())
    }
}

pub async fn address_list(
    app: &AppState,
    user_id: UserId,
    page: i64,
    limit: i64,
) -> Result<DataPage<AddressItem>, AppError> {
    let assets = wallet_repo::assets(&app.db).await?;
    let offset = site::service::display_offset(app).await?;
    let rows = repo::addresses(&app.db, user_id, limit, (page - 1) * limit).await?;
    let data = rows
        .into_iter()
        .map(|r| AddressItem {
            id: r.id,
            currency: r.asset_id,
            currency_name: assets
                .iter()
                .find(|a| a.id == r.asset_id)
                .map(|a| a.symbol.clone())
                .unwrap_or_default(),
            name: r.name,
            address: r.address,
            qrcode: r.qrcode,
            network: r.network,
            create_time: clock::display(r.created_at, offset),
        })
        .collect();
    Ok(DataPage::new(
        data,
        repo::address_count(&app.db, user_id).await?,
        page,
        limit,
    ))
}

fn clean(value: &str, field: &'static str) -> Result<String, AppError> {
    let value = value.trim();
    if value.chars().count() > FIELD_MAX_CHARS || value.chars().any(char::is_control) {
        return Err(AppError::field(field));
    }
    Ok(value.to_string())
}

/// Checks a domestic card: real name, bank, account number and branch are required; every field is short text.
pub fn check_domestic(card: &DomesticCard) -> Result<DomesticCard, AppError> {
    let checked = DomesticCard {
        real_name: clean(&card.real_name, "real_name")?,
        bank_name: clean(&card.bank_name, "bank_name")?,
        bank_account: clean(&card.bank_account, "bank_account")?,
        bank_dizhi: clean(&card.bank_dizhi, "bank_dizhi")?,
        bank_code: clean(&card.bank_code, "bank_code")?,
        iban: clean(&card.iban, "iban")?,
        swift: clean(&card.swift, "swift")?,
        bank_address: clean(&card.bank_address, "bank_address")?,
        alipay_account: clean(&card.alipay_account, "alipay_account")?,
        wechat_account: clean(&card.wechat_account, "wechat_account")?,
        wechat_nickname: clean(&card.wechat_nickname, "wechat_nickname")?,
    };
    let required = [
        ("real_name", &checked.real_name),
        ("bank_name", &checked.bank_name),
        ("bank_account", &checked.bank_account),
        ("bank_dizhi", &checked.bank_dizhi),
    ];
    match required.iter().find(|(_, v)| v.is_empty()) {
        Some((field, _)) => Err(AppError::field(field)),
        None => Ok(checked),
    }
}

pub async fn domestic(app: &AppState, user_id: UserId) -> Result<DomesticCard, AppError> {
    Ok(repo::card(&app.db, user_id, "domestic")
        .await?
        .and_then(|data| serde_json::from_str(&data).ok())
        .unwrap_or_default())
}

pub async fn save_domestic(app: &AppState, user_id: UserId, card: DomesticCard) -> Result<(), AppError> {
    let card = check_domestic(&card)?;
    let data = serde_json::to_string(&card).map_err(AppError::internal)?;
    let mut tx = app.db.begin().await?;
    repo::save_card(&mut tx, user_id, "domestic", &data, app.clock.now_ms()).await?;
    tx.commit().await?;
    Ok(())
}

async fn international_fields(app: &AppState) -> Result<Vec<String>, AppError> {
    let setting = site::repo::setting(&app.db, "cash_international_fields")
        .await?
        .map(|r| r.value)
        .unwrap_or_default();
    Ok(setting
        .split(',')
        .map(str::trim)
        .filter(|f| !f.is_empty())
        .map(str::to_string)
        .collect())
}

pub async fn international(
    app: &AppState,
    lang: Lang,
    user_id: UserId,
) -> Result<InternationalCard, AppError> {
    let fields = international_fields(app).await?;
    let saved: Vec<String> = repo::card(&app.db, user_id, "international")
        .await?
        .and_then(|data| serde_json::from_str(&data).ok())
        .unwrap_or_default();
    Ok(InternationalCard {
        forms: fields
            .iter()
            .map(|f| i18n::text(lang, &format!("bank_field_{f}"), &[]))
            .collect(),
        data: (0..fields.len())
            .map(|i| saved.get(i).cloned().unwrap_or_default())
            .collect(),
    })
}

/// Saves the international card: one value per field of the published form, every one required.
pub async fn save_international(
    app: &AppState,
    user_id: UserId,
    values: Vec<String>,
) -> Result<(), AppError> {
    let fields = international_fields(app).await?;
    if values.len() != fields.len() {
        return Err(AppError::field("data"));
    }
    let values = values
        .iter()
        .map(|v| {
            clean(v, "data").and_then(|v| {
                if v.is_empty() {
                    Err(AppError::field("data"))
                } else {
                    Ok(v)
                }
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    let data = serde_json::to_string(&values).map_err(AppError::internal)?;
    let mut tx = app.db.begin().await?;
    repo::save_card(&mut tx, user_id, "international", &data, app.clock.now_ms()).await?;
    tx.commit().await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card() -> DomesticCard {
        DomesticCard {
            real_name: " Li Lei ".into(),
            bank_name: "Bank".into(),
            bank_account: "6222020000000000".into(),
            bank_dizhi: "Main branch".into(),
            ..DomesticCard::default()
        }
    }

    #[test]
    fn a_domestic_card_needs_name_bank_account_and_branch() {
        assert_eq!(check_domestic(&card()).unwrap().real_name, "Li Lei");
        let mut missing = card();
        missing.bank_dizhi = "  ".into();
        assert_eq!(check_domestic(&missing).unwrap_err().field, Some("bank_dizhi"));
        let mut long = card();
        long.iban = "X".repeat(121);
        assert_eq!(check_domestic(&long).unwrap_err().field, Some("iban"));
    }
}
