//! `mercato nft verify-draw`: recomputes a revealed series from what it published — the seed against its hash,
//! the contents against theirs, and every bought box's draw from the seed and its recorded input.

use super::{draw, repo::series};
use crate::db::Db;

/// What a check found: how many draws were recomputed and every mismatch.
pub struct Report {
    pub draws: usize,
    pub problems: Vec<String>,
}

pub async fn verify_series(db: &Db, id: i64) -> anyhow::Result<Report> {
    let s = series::one(db, id)
        .await?
        .ok_or_else(|| anyhow::anyhow!("no series {id}"))?;
    if s.revealed_at.is_none() {
        anyhow::bail!("series {id} has not revealed its seed yet (it does when it sells out or ends)");
    }
    let contents = series::contents(db, id).await?;
    let mut problems = Vec::new();
    if draw::seed_hash(&s.seed) != s.seed_hash {
        problems.push(format!("the seed does not hash to the published {}", s.seed_hash));
    }
    if draw::contents_hash(&contents) != s.contents_hash {
        problems.push(format!(
            "the contents do not hash to the published {}",
            s.contents_hash
        ));
    }
    let draws = series::draws(db, id).await?;
    for (code, input, index) in &draws {
        let again = draw::draw(&s.seed, input, &contents);
        if again != Some(*index) {
            problems.push(format!(
                "box {code}: recorded {index}, recomputed {again:?} from {input}"
            ));
        }
        if !input.starts_with(&format!("{id}:{code}:")) {
            problems.push(format!("box {code}: its draw input {input} names another box"));
        }
    }
    Ok(Report {
        draws: draws.len(),
        problems,
    })
}
