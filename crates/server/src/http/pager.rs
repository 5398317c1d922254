use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The Pager shape of API-CONTRACT §4 (absolute URLs: `path` plus `?page=n`).
#[derive(Debug, Serialize, JsonSchema)]
#[schemars(rename = "{T}Pager")]
pub struct Pager<T> {
    pub current_page: i64,
    pub data: Vec<T>,
    pub first_page_url: String,
    pub from: Option<i64>,
    pub last_page: i64,
    pub last_page_url: String,
    pub next_page_url: Option<String>,
    pub path: String,
    pub per_page: i64,
    pub prev_page_url: Option<String>,
    pub to: Option<i64>,
    pub total: i64,
}

/// The ListPage shape of API-CONTRACT §4.
#[derive(Debug, Serialize, JsonSchema)]
#[schemars(rename = "{T}ListPage")]
pub struct ListPage<T> {
    pub list: Vec<T>,
    pub count: i64,
    pub page: i64,
    pub limit: i64,
}

/// The `DataPage` shape (API-CONTRACT §4): `pages` is the page count.
#[derive(Debug, Serialize, JsonSchema)]
#[schemars(rename = "{T}DataPage")]
pub struct DataPage<T> {
    pub data: Vec<T>,
    pub page: i64,
    pub pages: i64,
    pub total: i64,
}

impl<T> DataPage<T> {
    pub fn new(data: Vec<T>, total: i64, page: i64, limit: i64) -> Self {
        Self {
            data,
            page,
            pages: ((total + limit - 1) / limit).max(1),
            total,
        }
    }
}

/// The paging fields of a list call: `page` from 1, `limit` 1–100 (default 10).
#[derive(Debug, Clone, Copy, Default, Deserialize, JsonSchema)]
pub struct PageInput {
    pub page: Option<i64>,
    pub limit: Option<i64>,
}

impl PageInput {
    /// Page and limit as the list reads them (see [`page_and_limit`]).
    pub fn page_and_limit(self) -> (i64, i64) {
        page_and_limit(self.page, self.limit)
    }
}

/// The highest page a list serves: a larger page is read as this one, which keeps `(page - 1) * limit` and the
/// SQL `OFFSET` it becomes far from overflowing.
pub const MAX_PAGE: i64 = 1_000_000;

/// Page and limit as requests give them: page 1–`MAX_PAGE`, limit 1–100 (default 10).
pub fn page_and_limit(page: Option<i64>, limit: Option<i64>) -> (i64, i64) {
    (
        page.unwrap_or(1).clamp(1, MAX_PAGE),
        limit.unwrap_or(10).clamp(1, 100),
    )
}

impl<T> Pager<T> {
    pub fn new(data: Vec<T>, total: i64, page: i64, per_page: i64, path: String) -> Self {
        let last_page = ((total + per_page - 1) / per_page).max(1);
        let url = |n: i64| format!("{path}?page={n}");
        let count = i64::try_from(data.len()).unwrap_or(0);
        let from = (count > 0).then(|| (page - 1).saturating_mul(per_page).saturating_add(1));
        Self {
            current_page: page,
            first_page_url: url(1),
            from,
            last_page,
            last_page_url: url(last_page),
            next_page_url: (page < last_page).then(|| url(page + 1)),
            prev_page_url: (page > 1).then(|| url(page - 1)),
            to: from.map(|f| f.saturating_add(count - 1)),
            per_page,
            total,
            path,
            data,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_second_of_three_pages_links_both_ways_and_counts_from_eleven() {
        let pager = Pager::new(vec![0; 10], 25, 2, 10, "http://h/api/x".into());
        assert_eq!((pager.from, pager.to, pager.last_page), (Some(11), Some(20), 3));
        assert_eq!(pager.next_page_url.as_deref(), Some("http://h/api/x?page=3"));
        assert_eq!(pager.prev_page_url.as_deref(), Some("http://h/api/x?page=1"));
    }

    #[test]
    fn an_empty_pager_has_one_page_and_no_range() {
        let pager = Pager::<i32>::new(vec![], 0, 1, 10, "p".into());
        assert_eq!(
            (pager.from, pager.to, pager.last_page, pager.next_page_url),
            (None, None, 1, None)
        );
        assert_eq!(page_and_limit(Some(0), Some(1000)), (1, 100));
    }

    #[test]
    fn a_huge_page_is_read_as_the_highest_page_a_list_answers() {
        assert_eq!(page_and_limit(Some(i64::MAX), Some(i64::MAX)), (MAX_PAGE, 100));
    }
}
