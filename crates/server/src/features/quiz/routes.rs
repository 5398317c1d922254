use super::{
    dto::{BetInput, IdInput, PageInput, QuizBetView, QuizConfig, QuizRoundView, RoundsInput},
    handlers as h,
};
use crate::http::{
    pager::Pager,
    routes::{
        Access::{Optional, Public, User},
        ApiRoutes,
    },
};

pub fn routes() -> ApiRoutes {
    ApiRoutes::default()
        .read(
            "/quiz/config",
            Public,
            "The quiz game's published rules",
            h::config,
        )
        .answers::<QuizConfig>()
        .read(
            "/quiz/rounds",
            Optional,
            "Quiz rounds, guessing first; with a token the reader's stakes",
            h::rounds,
        )
        .takes::<RoundsInput>()
        .answers::<Pager<QuizRoundView>>()
        .read(
            "/quiz/round",
            Optional,
            "One quiz round with its settlement's evidence",
            h::round,
        )
        .takes::<IdInput>()
        .answers::<QuizRoundView>()
        .post(
            "/quiz/bet",
            User,
            "Bet USDT from the change account on up or down while a round is guessing; answers the bet id",
            h::bet,
        )
        .takes::<BetInput>()
        .answers::<i64>()
        .read(
            "/quiz/my_bets",
            User,
            "The user's quiz bets, newest first",
            h::my_bets,
        )
        .takes::<PageInput>()
        .answers::<Pager<QuizBetView>>()
}
