use super::{
    dto::{AddCollateralInput, ApplyInput, IdInput, ListInput, LoanConfig, LoanEligibility, LoanView},
    handlers as h,
};
use crate::http::{
    pager::Pager,
    routes::{
        Access::{Public, User},
        ApiRoutes,
    },
};

pub fn routes() -> ApiRoutes {
    ApiRoutes::default()
        .read(
            "/loan/config",
            Public,
            "Loan offers on sale, the collateral accepted at its index price, the published rules and whom to contact",
            h::config,
        )
        .answers::<LoanConfig>()
        .read(
            "/loan/eligibility",
            User,
            "Whether the user may borrow (an operator's grant until VIP levels exist)",
            h::eligibility,
        )
        .answers::<LoanEligibility>()
        .post(
            "/loan/apply",
            User,
            "Apply for a loan, pledging its collateral from the change account at once; answers the loan id",
            h::apply,
        )
        .takes::<ApplyInput>()
        .answers::<i64>()
        .post(
            "/loan/cancel",
            User,
            "Withdraw a pending application; its collateral returns",
            h::cancel,
        )
        .takes::<IdInput>()
        .answers::<String>()
        .read(
            "/loan/list",
            User,
            "The user's loans and applications, newest first, with the risk rate at the index now",
            h::list,
        )
        .takes::<ListInput>()
        .answers::<Pager<LoanView>>()
        .post(
            "/loan/repay",
            User,
            "Repay a loan with its interest to date from the change account; its collateral returns",
            h::repay,
        )
        .takes::<IdInput>()
        .answers::<String>()
        .post(
            "/loan/add_collateral",
            User,
            "Pledge more of a loan's collateral asset from the change account",
            h::add_collateral,
        )
        .takes::<AddCollateralInput>()
        .answers::<String>()
}
