use crate::{
    db::{Db, Tx},
    on_db, on_tx,
};

/// A news row with its text in the asked language, or in zh where that language has none.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct NewsRow {
    pub id: i64,
    pub c_id: i64,
    pub cover: String,
    pub is_popup: i64,
    pub is_shown: i64,
    pub is_sample: i64,
    pub sort: i64,
    pub created_at: i64,
    pub title: String,
    pub abstract_text: String,
    pub content: String,
}

macro_rules! select_news {
    ($tail:literal) => {
        concat!(
            "SELECT n.id, n.c_id, n.cover, n.is_popup, n.is_shown, n.is_sample, n.sort, n.created_at, ",
            "CASE WHEN t.news_id IS NOT NULL THEN t.title ELSE COALESCE(z.title, '') END AS title, ",
            "CASE WHEN t.news_id IS NOT NULL THEN t.abstract ELSE COALESCE(z.abstract, '') END AS abstract_text, ",
            "CASE WHEN t.news_id IS NOT NULL THEN t.content ELSE COALESCE(z.content, '') END AS content ",
            "FROM news n ",
            "LEFT JOIN news_texts t ON t.news_id = n.id AND t.lang = $1 ",
            "LEFT JOIN news_texts z ON z.news_id = n.id AND z.lang = 'zh' ",
            $tail
        )
    };
}

pub async fn shown_page(
    db: &Db,
    lang: &str,
    c_id: i64,
    limit: i64,
    offset: i64,
) -> Result<Vec<NewsRow>, sqlx::Error> {
    let sql = select_news!(
        "WHERE n.c_id = $2 AND n.is_shown = 1 ORDER BY n.sort, n.created_at DESC, n.id DESC LIMIT $3 OFFSET $4"
    );
    on_db!(db, c => sqlx::query_as::<_, NewsRow>(sql)
        .bind(lang)
        .bind(c_id)
        .bind(limit)
        .bind(offset)
        .fetch_all(c)
        .await)
}

pub async fn shown_count(db: &Db, c_id: i64) -> Result<i64, sqlx::Error> {
    on_db!(db, c => sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM news WHERE c_id = $1 AND is_shown = 1")
        .bind(c_id)
        .fetch_one(c)
        .await)
}

pub async fn shown(db: &Db, lang: &str, id: i64) -> Result<Option<NewsRow>, sqlx::Error> {
    let sql = select_news!("WHERE n.id = $2 AND n.is_shown = 1");
    on_db!(db, c => sqlx::query_as::<_, NewsRow>(sql).bind(lang).bind(id).fetch_optional(c).await)
}

/// A row whether shown or not, for operators.
pub async fn find(db: &Db, id: i64) -> Result<Option<NewsRow>, sqlx::Error> {
    let sql = select_news!("WHERE n.id = $2");
    on_db!(db, c => sqlx::query_as::<_, NewsRow>(sql).bind("zh").bind(id).fetch_optional(c).await)
}

/// The newest shown pop-up notice.
pub async fn popup(db: &Db, lang: &str) -> Result<Option<NewsRow>, sqlx::Error> {
    let sql = select_news!(
        "WHERE n.c_id = 4 AND n.is_popup = 1 AND n.is_shown = 1 ORDER BY n.created_at DESC, n.id DESC LIMIT 1"
    );
    on_db!(db, c => sqlx::query_as::<_, NewsRow>(sql).bind(lang).fetch_optional(c).await)
}

/// Every row of a category (0: all), hidden ones included, for operators.
pub async fn all_page(db: &Db, c_id: i64, limit: i64, offset: i64) -> Result<Vec<NewsRow>, sqlx::Error> {
    let sql =
        select_news!("WHERE ($2 = 0 OR n.c_id = $2) ORDER BY n.c_id, n.sort, n.id DESC LIMIT $3 OFFSET $4");
    on_db!(db, c => sqlx::query_as::<_, NewsRow>(sql)
        .bind("zh")
        .bind(c_id)
        .bind(limit)
        .bind(offset)
        .fetch_all(c)
        .await)
}

pub async fn all_count(db: &Db, c_id: i64) -> Result<i64, sqlx::Error> {
    on_db!(db, c => sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM news WHERE ($1 = 0 OR c_id = $1)")
        .bind(c_id)
        .fetch_one(c)
        .await)
}

#[derive(Debug, Clone, sqlx::FromRow, serde::Serialize)]
pub struct TextRow {
    pub lang: String,
    pub title: String,
    #[serde(rename = "abstract")]
    pub abstract_text: String,
    pub content: String,
}

pub async fn texts(db: &Db, news_id: i64) -> Result<Vec<TextRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, TextRow>(
        "SELECT lang, title, abstract AS abstract_text, content FROM news_texts WHERE news_id = $1 ORDER BY lang",
    )
    .bind(news_id)
    .fetch_all(c)
    .await)
}

pub async fn text(db: &Db, news_id: i64, lang: &str) -> Result<Option<TextRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, TextRow>(
        "SELECT lang, title, abstract AS abstract_text, content FROM news_texts WHERE news_id = $1 AND lang = $2",
    )
    .bind(news_id)
    .bind(lang)
    .fetch_optional(c)
    .await)
}

/// The fields of a news row an operator sets.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct NewsFields {
    pub c_id: i64,
    pub cover: String,
    pub is_popup: i64,
    pub is_shown: i64,
    pub sort: i64,
}

pub async fn insert(tx: &mut Tx, fields: &NewsFields, now: i64) -> Result<i64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "INSERT INTO news (c_id, cover, is_popup, is_shown, sort, created_at, updated_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id",
    )
    .bind(fields.c_id)
    .bind(&fields.cover)
    .bind(fields.is_popup)
    .bind(fields.is_shown)
    .bind(fields.sort)
    .bind(now)
    .fetch_one(c)
    .await)
}

/// Updates a row; an edited row is no longer sample content.
pub async fn update(tx: &mut Tx, id: i64, fields: &NewsFields, now: i64) -> Result<u64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "UPDATE news SET c_id = $1, cover = $2, is_popup = $3, is_shown = $4, sort = $5, is_sample = 0, \
         updated_at = $6 WHERE id = $7",
    )
    .bind(fields.c_id)
    .bind(&fields.cover)
    .bind(fields.is_popup)
    .bind(fields.is_shown)
    .bind(fields.sort)
    .bind(now)
    .bind(id)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))
}

pub async fn upsert_text(tx: &mut Tx, news_id: i64, text: &TextRow) -> Result<(), sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "INSERT INTO news_texts (news_id, lang, title, abstract, content) VALUES ($1, $2, $3, $4, $5) \
         ON CONFLICT (news_id, lang) DO UPDATE SET title = excluded.title, abstract = excluded.abstract, \
         content = excluded.content",
    )
    .bind(news_id)
    .bind(&text.lang)
    .bind(&text.title)
    .bind(&text.abstract_text)
    .bind(&text.content)
    .execute(c)
    .await
    .map(|_| ()))
}

#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow, serde::Serialize)]
pub struct MenuRow {
    pub id: i64,
    pub title: String,
    pub icon: String,
    pub url: String,
    pub open_type: i64,
    pub is_financial: i64,
    pub is_shown: i64,
    pub sort: i64,
}

pub async fn menus(db: &Db, shown_only: bool) -> Result<Vec<MenuRow>, sqlx::Error> {
    on_db!(db, c => sqlx::query_as::<_, MenuRow>(
        "SELECT id, title, icon, url, open_type, is_financial, is_shown, sort FROM menus \
         WHERE ($1 = 0 OR is_shown = 1) ORDER BY sort, id",
    )
    .bind(i64::from(shown_only))
    .fetch_all(c)
    .await)
}

pub async fn insert_menu(tx: &mut Tx, menu: &MenuRow, now: i64) -> Result<i64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query_scalar::<_, i64>(
        "INSERT INTO menus (title, icon, url, open_type, is_financial, is_shown, sort, updated_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id",
    )
    .bind(&menu.title)
    .bind(&menu.icon)
    .bind(&menu.url)
    .bind(menu.open_type)
    .bind(menu.is_financial)
    .bind(menu.is_shown)
    .bind(menu.sort)
    .bind(now)
    .fetch_one(c)
    .await)
}

pub async fn update_menu(tx: &mut Tx, menu: &MenuRow, now: i64) -> Result<u64, sqlx::Error> {
    on_tx!(tx, c => sqlx::query(
        "UPDATE menus SET title = $1, icon = $2, url = $3, open_type = $4, is_financial = $5, is_shown = $6, \
         sort = $7, updated_at = $8 WHERE id = $9",
    )
    .bind(&menu.title)
    .bind(&menu.icon)
    .bind(&menu.url)
    .bind(menu.open_type)
    .bind(menu.is_financial)
    .bind(menu.is_shown)
    .bind(menu.sort)
    .bind(now)
    .bind(menu.id)
    .execute(c)
    .await
    .map(|r| r.rows_affected()))
}
