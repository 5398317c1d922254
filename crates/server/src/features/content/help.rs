//! The help centre as existing clients read it (`/faqs`, `/faqsq`, `/faqsqa`): each shown FAQ page is a category,
//! and each `<h3>` heading in it a question whose answer runs to the next heading. Operators keep editing FAQ pages
//! as before; the help centre is read from them.

use super::{
    dto::{HelpCategories, HelpItem, HelpQuestion},
    repo,
    service::Page,
};
use crate::{app::AppState, error::AppError, error::ErrorCode, i18n::Lang};

/// Question ids carry their page: `page id × 1000 + position` (from 1).
const PER_PAGE: i64 = 1000;

/// `(question, answer)` pairs of a page's HTML, in order; text before the first heading belongs to no question.
pub fn questions(html: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for part in html.split("<h3>").skip(1) {
        let (question, answer) = part.split_once("</h3>").unwrap_or((part, ""));
        out.push((question.trim().to_string(), answer.trim().to_string()));
    }
    out
}

async fn pages(app: &AppState, lang: Lang) -> Result<Vec<repo::NewsRow>, AppError> {
    Ok(repo::shown_page(&app.db, lang.code(), Page::Faq.c_id(), 100, 0).await?)
}

pub async fn categories(app: &AppState, lang: Lang) -> Result<HelpCategories, AppError> {
    let list = pages(app, lang)
        .await?
        .into_iter()
        .map(|p| HelpItem {
            id: p.id,
            title: p.title,
        })
        .collect();
    Ok(HelpCategories { list })
}

pub async fn category(app: &AppState, lang: Lang, id: i64) -> Result<HelpCategories, AppError> {
    let page = pages(app, lang)
        .await?
        .into_iter()
        .find(|p| p.id == id)
        .ok_or(ErrorCode::NotFound)?;
    let list = questions(&page.content)
        .into_iter()
        .zip(1..)
        .map(|((title, _), n)| HelpItem {
            id: page.id * PER_PAGE + n,
            title,
        })
        .collect();
    Ok(HelpCategories { list })
}

pub async fn question(app: &AppState, lang: Lang, id: i64) -> Result<HelpQuestion, AppError> {
    let (page_id, n) = (id / PER_PAGE, id % PER_PAGE);
    let page = pages(app, lang)
        .await?
        .into_iter()
        .find(|p| p.id == page_id)
        .ok_or(ErrorCode::NotFound)?;
    let position = usize::try_from(n - 1).map_err(|_| AppError::from(ErrorCode::NotFound))?;
    let (title, content) = questions(&page.content)
        .into_iter()
        .nth(position)
        .ok_or(ErrorCode::NotFound)?;
    Ok(HelpQuestion {
        id,
        category_id: page_id,
        title,
        content,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_heading_starts_a_question_whose_answer_runs_to_the_next_heading() {
        let html = "<p>intro</p><h3>One?</h3><p>A1</p>\n<h3> Two? </h3><p>A2</p><p>more</p>";
        assert_eq!(
            questions(html),
            vec![
                ("One?".to_string(), "<p>A1</p>".to_string()),
                ("Two?".to_string(), "<p>A2</p><p>more</p>".to_string()),
            ]
        );
        assert!(questions("<p>no headings</p>").is_empty());
    }
}
