use super::{
    dto::{
        MoneyMove, MoneyMovesInput, PublicSetting, Rule, RuleChange, RulesInput, SettingInput, SiteConfig,
    },
    handlers as h,
};
use crate::http::{
    NoFields,
    pager::Pager,
    routes::{Access::Public, ApiRoutes},
};

pub fn routes() -> ApiRoutes {
    ApiRoutes::default()
        .read(
            "/getSiteConfig",
            Public,
            "Site name, logos, links, time zone, demo flag",
            h::site_config,
        )
        .takes::<NoFields>()
        .answers::<SiteConfig>()
        .read("/getSetting", Public, "One public setting by keyword", h::setting)
        .takes::<SettingInput>()
        .answers::<PublicSetting>()
        .read(
            "/rules",
            Public,
            "Published rules, optionally of one product",
            h::rules,
        )
        .takes::<RulesInput>()
        .answers::<Vec<Rule>>()
        .read(
            "/rules/changelog",
            Public,
            "Every change of a rule or site setting, newest first",
            h::changelog,
        )
        .takes::<RulesInput>()
        .answers::<Pager<RuleChange>>()
        .read(
            "/rules/money_moves",
            Public,
            "Every ledger adjustment, quick-buy confirmation and P2P dispute decision by an operator, with no \
             personal data, newest first",
            h::money_moves,
        )
        .takes::<MoneyMovesInput>()
        .answers::<Pager<MoneyMove>>()
}
