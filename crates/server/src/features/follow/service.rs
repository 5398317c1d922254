//! Copy trading's rules and calls: applying to be a trader under published requirements, following with a
//! limit counted in the same transaction, and a trader's figures computed from their closed positions.

use super::{
    dto::{
        FollowInput, FollowSetting, Followed, MyFollow, TraderDetail, TraderInfo, TraderRow, TraderStats,
        TraderTrade,
    },
    repo::{self, APPROVED, STOPPED},
};
use crate::{
    app::AppState,
    clock,
    error::{AppError, ErrorCode},
    features::{messages::service as messages, site},
    http::pager::Pager,
    ids::UserId,
    lever::{
        copy::{self, CopyKind},
        repo as positions,
        view::decimal,
    },
    money::{self, Scale},
    rules,
};

/// The published copy-trading rules (`/rules?product=follow`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FollowRules {
    pub identity_level: i64,
    pub min_closed: i64,
    pub follow_limit: i64,
    pub max_number: i64,
}

impl FollowRules {
    pub fn from_pairs<'a>(pairs: impl Iterator<Item = (&'a str, &'a str)>) -> Self {
        let mut r = FollowRules {
            identity_level: 2,
            min_closed: 10,
            follow_limit: 2,
            max_number: 5,
        };
        for (key, value) in pairs {
            let Ok(n) = value.trim().parse::<i64>() else {
                continue;
            };
            match key {
                "trader_identity_level" => r.identity_level = n,
                "trader_min_closed" => r.min_closed = n,
                "follow_limit" => r.follow_limit = n,
                "max_number" => r.max_number = n,
                _ => {}
            }
        }
        r
    }
}

async fn follow_rules(app: &AppState) -> Result<FollowRules, AppError> {
    let rows = rules::list(&app.db, Some("follow")).await?;
    Ok(FollowRules::from_pairs(
        rows.iter().map(|r| (r.key.as_str(), r.value.as_str())),
    ))
}

/// A share in percent with two decimals, rounded down; "0.00" of nothing.
pub fn percent(part: i64, whole: i64) -> String {
    if whole <= 0 {
        return "0.00".into();
    }
    let hundredths = i128::from(part) * 10_000 / i128::from(whole);
    money::format(i64::try_from(hundredths).unwrap_or(0), Scale::new(2))
}

/// Whether a user may apply to be a trader: the published identity level and count of closed positions.
pub fn eligible(r: &FollowRules, real_level: i64, closed: i64) -> bool {
    real_level >= r.identity_level && closed >= r.min_closed
}

pub async fn apply(app: &AppState, user_id: UserId) -> Result<(), AppError> {
    let r = follow_rules(app).await?;
    let profile = repo::profile(&app.db, user_id)
        .await?
        .ok_or(ErrorCode::NotFound)?;
    let closed = repo::closed_own(&app.db, user_id).await?;
    if !eligible(&r, profile.real_level, closed) {
        return Err(AppError::new(ErrorCode::NotEligible).with_message(
            "not_eligible",
            vec![
                ("level", r.identity_level.to_string()),
                ("closed", r.min_closed.to_string()),
            ],
        ));
    }
    let mut tx = app.db.begin().await?;
    if !repo::apply(&mut tx, user_id, app.clock.now_ms()).await? {
        return Err(ErrorCode::AlreadyApplied.into());
    }
    tx.commit().await?;
    Ok(())
}

/// A trader stops: copies stop opening, open copies stay, and each follower is told.
pub async fn stop(app: &AppState, user_id: UserId) -> Result<(), AppError> {
    let now = app.clock.now_ms();
    let mut tx = app.db.begin().await?;
    if !repo::decide(&mut tx, user_id, APPROVED, STOPPED, None, "", now).await? {
        return Err(ErrorCode::NotATrader.into());
    }
    let followers = repo::follower_ids(&mut tx, user_id).await?;
    let name = repo::profile(&app.db, user_id)
        .await?
        .map(|p| p.nickname)
        .unwrap_or_default();
    for follower in &followers {
        messages::note(&mut tx, *follower, "trader_stopped", &[("name", &name)], now).await?;
    }
    tx.commit().await?;
    for follower in followers {
        messages::publish(app, follower).await;
    }
    Ok(())
}

pub async fn follow(app: &AppState, user_id: UserId, input: FollowInput) -> Result<(), AppError> {
    let r = follow_rules(app).await?;
    let trader = UserId(input.trader_user_id);
    if trader == user_id {
        return Err(ErrorCode::CannotFollowSelf.into());
    }
    let kind = CopyKind::from_code(input.kind).ok_or(AppError::field("type"))?;
    let number = copy::parse_number(&input.number, r.max_number).ok_or(AppError::field("number"))?;
    if repo::trader_status(&app.db, trader).await? != Some(APPROVED) {
        return Err(ErrorCode::NotATrader.into());
    }
    let now = app.clock.now_ms();
    let mut tx = app.db.begin().await?;
    crate::db::limit_keys::take(&mut tx, &format!("follow:{user_id}"), now).await?;
    if repo::active_follows(&mut tx, user_id, trader).await? >= r.follow_limit {
        return Err(ErrorCode::FollowLimit.into());
    }
    repo::upsert_follow(&mut tx, user_id, trader, kind as i64, number, now).await?;
    tx.commit().await?;
    Ok(())
}

pub async fn unfollow(app: &AppState, user_id: UserId, trader: i64) -> Result<(), AppError> {
    let mut tx = app.db.begin().await?;
    if !repo::unfollow(&mut tx, user_id, UserId(trader), app.clock.now_ms()).await? {
        return Err(ErrorCode::NotFollowing.into());
    }
    tx.commit().await?;
    Ok(())
}

pub async fn self_hold(app: &AppState, user_id: UserId, id: i64) -> Result<(), AppError> {
    app.lever.self_hold(user_id, id).await?;
    Ok(())
}

pub async fn leaderboard(
    app: &AppState,
    viewer: Option<UserId>,
    sort: &str,
    page: i64,
    limit: i64,
    url: String,
) -> Result<Pager<TraderRow>, AppError> {
    let (rows, total) = repo::leaders(&app.db, sort, limit, (page - 1) * limit).await?;
    let mut data = Vec::with_capacity(rows.len());
    for l in rows {
        let is_followed = match viewer {
            Some(v) => i64::from(repo::setting(&app.db, v, l.id).await?.is_some()),
            None => 0,
        };
        data.push(TraderRow {
            id: l.id,
            nickname: l.nickname,
            head_portrait: l.head_portrait,
            closed_count: l.closed,
            total_profits: decimal(l.profit),
            correct_rate: percent(l.wins, l.closed),
            follow_num: l.followers,
            is_followed,
        });
    }
    Ok(Pager::new(data, total, page, limit, url))
}

/// The figures of a trader's page from their numbers.
pub fn stats_view(s: &repo::Stats) -> TraderStats {
    TraderStats {
        total_profits: decimal(s.profit),
        profitCount: s.wins,
        fallCount: s.shorts,
        riseCount: s.longs,
        total_income_rate: percent(s.profit, s.margin),
        correct_rate: percent(s.wins, s.closed),
        follow_num: s.followers,
        yesterday_profits: decimal(s.yesterday),
        position_count: s.holding,
        total_count: s.closed,
    }
}

pub async fn detail(app: &AppState, viewer: Option<UserId>, trader: i64) -> Result<TraderDetail, AppError> {
    let trader = UserId(trader);
    let profile = repo::profile(&app.db, trader)
        .await?
        .ok_or(ErrorCode::NotATrader)?;
    let status = repo::trader_status(&app.db, trader).await?;
    let offset = site::service::display_offset(app).await?;
    let now = app.clock.now_ms();
    let local_day = (now + i64::from(offset.whole_seconds()) * 1000).div_euclid(crate::earn::DAY_MS);
    let today = local_day * crate::earn::DAY_MS - i64::from(offset.whole_seconds()) * 1000;
    let stats = repo::stats(&app.db, trader, today - crate::earn::DAY_MS, today).await?;
    let setting = match viewer {
        Some(v) => repo::setting(&app.db, v, trader).await?,
        None => None,
    };
    Ok(TraderDetail {
        trader_info: TraderInfo {
            id: profile.id,
            is_trader: i64::from(status == Some(APPROVED)),
            nickname: profile.nickname,
            head_portrait: profile.head_portrait,
            signature: profile.signature,
            virtual_follow_num: stats.followers,
        },
        data: stats_view(&stats),
        is_followed: i64::from(setting.is_some()),
        follow_setting: setting.map(|s| FollowSetting {
            kind: s.kind,
            number: money::format(s.number, Scale::new(2)),
        }),
        refreshed_at: clock::display(now, offset),
    })
}

pub async fn history(
    app: &AppState,
    trader: i64,
    page: i64,
    limit: i64,
    url: String,
) -> Result<Pager<TraderTrade>, AppError> {
    let (rows, total) = positions::own_closed(&app.db, UserId(trader), limit, (page - 1) * limit).await?;
    let offset = site::service::display_offset(app).await?;
    let data = rows
        .iter()
        .map(|p| TraderTrade {
            id: p.id,
            symbol: app
                .lever_ctx
                .market
                .market(p.market_id)
                .map(|m| m.symbol().to_string())
                .unwrap_or_default(),
            side: p.side,
            price: decimal(p.open_price),
            close_price: p.close_price.map(decimal),
            share: p.lots,
            multiple: p.leverage,
            profits: decimal(p.pnl),
            transaction_time: p.opened_at.map(|t| clock::display(t, offset)).unwrap_or_default(),
            complete_time: p.closed_at.map(|t| clock::display(t, offset)),
        })
        .collect();
    Ok(Pager::new(data, total, page, limit, url))
}

pub async fn mine(app: &AppState, user_id: UserId) -> Result<MyFollow, AppError> {
    let r = follow_rules(app).await?;
    let status = repo::trader_status(&app.db, user_id).await?.unwrap_or(0);
    let following = repo::following(&app.db, user_id)
        .await?
        .into_iter()
        .map(|f| Followed {
            trader_user_id: f.trader_id,
            nickname: f.nickname,
            kind: f.kind,
            number: money::format(f.number, Scale::new(2)),
            open_copies: f.open_copies,
            closed_copies: f.closed_copies,
            copy_profits: decimal(f.copy_profit),
        })
        .collect();
    Ok(MyFollow {
        trader_status: status,
        requirements: vec![
            format!("identity_level >= {}", r.identity_level),
            format!("closed_contract_positions >= {}", r.min_closed),
        ],
        following,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seven_wins_in_nine_closed_positions_are_a_77_77_percent_win_rate() {
        assert_eq!(percent(7, 9), "77.77");
        assert_eq!(percent(0, 0), "0.00");
        assert_eq!(percent(-50, 1_000), "-5.00");
    }

    #[test]
    fn a_level_2_user_with_10_closed_positions_may_apply_and_with_9_may_not() {
        let r = FollowRules::from_pairs(
            [("trader_min_closed", "10"), ("trader_identity_level", "2")].into_iter(),
        );
        assert!(eligible(&r, 2, 10));
        assert!(!eligible(&r, 2, 9));
        assert!(!eligible(&r, 1, 50));
    }

    #[test]
    fn figures_come_from_the_closed_positions_counts() {
        let s = repo::Stats {
            closed: 4,
            profit: 150 * 100_000_000,
            wins: 3,
            longs: 3,
            shorts: 1,
            margin: 1_000 * 100_000_000,
            yesterday: -20 * 100_000_000,
            holding: 1,
            followers: 2,
        };
        let v = stats_view(&s);
        assert_eq!(v.correct_rate, "75.00");
        assert_eq!(v.total_income_rate, "15.00");
        assert_eq!((v.riseCount, v.fallCount, v.profitCount), (3, 1, 3));
        assert_eq!(v.yesterday_profits, "-20.00");
        assert_eq!(v.total_profits, "150.00");
    }
}
