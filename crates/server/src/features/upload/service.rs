//! What an upload may be, and how it is cleaned: every image is decoded in full and encoded again in its own
//! format, so metadata and anything appended to the file are gone and malformed files never reach the disk.

use std::io::Cursor;

use image::{
    DynamicImage, ImageDecoder, ImageFormat, ImageReader, Limits,
    codecs::{jpeg::JpegEncoder, png::PngEncoder, webp::WebPEncoder},
    imageops::FilterType,
};
use rand::RngCore;
use time::OffsetDateTime;

use super::{
    media::{self, Media},
    repo::{self, NewUpload},
};
use crate::{
    app::AppState,
    error::{AppError, ErrorCode},
    ids::UserId,
};

/// Larger files are refused with `file_too_large`.
pub const MAX_FILE_BYTES: usize = 5 * 1024 * 1024;
/// Images wider or taller than this are refused with `image_too_large` from their header, before their pixels
/// are decoded.
pub const MAX_SIDE: u32 = 4096;
/// Images of more pixels than this are refused the same way.
pub const MAX_PIXELS: u64 = 16 * 1024 * 1024;
/// Images whose decoded pixels (at their own bit depth) would take more bytes than this are refused the same way:
/// a small file can declare gigabytes of pixels.
pub const MAX_DECODED_BYTES: u64 = 64 * 1024 * 1024;
/// Larger images are scaled down so that their longest side is this long.
pub const SCALE_TO: u32 = 2560;
const JPEG_QUALITY: u8 = 90;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Jpeg,
    Png,
    Webp,
    Gif,
    Mp3,
    Ogg,
    Mp4,
    Webm,
}

impl Format {
    pub fn as_str(self) -> &'static str {
        match self {
            Format::Jpeg => "jpeg",
            Format::Png => "png",
            Format::Webp => "webp",
            Format::Gif => "gif",
            Format::Mp3 => "mp3",
            Format::Ogg => "ogg",
            Format::Mp4 => "mp4",
            Format::Webm => "webm",
        }
    }

    pub fn extension(self) -> &'static str {
        match self {
            Format::Jpeg => "jpg",
            Format::Png => "png",
            other => other.as_str(),
        }
    }

    pub fn from_extension(ext: &str) -> Option<Format> {
        match ext {
            "jpg" => Some(Format::Jpeg),
            "png" => Some(Format::Png),
            "webp" => Some(Format::Webp),
            "gif" => Some(Format::Gif),
            "mp3" => Some(Format::Mp3),
            "ogg" => Some(Format::Ogg),
            "mp4" => Some(Format::Mp4),
            "webm" => Some(Format::Webm),
            _ => None,
        }
    }

    pub fn mime(self) -> &'static str {
        match self {
            Format::Jpeg => "image/jpeg",
            Format::Png => "image/png",
            Format::Webp => "image/webp",
            Format::Gif => "image/gif",
            Format::Mp3 => "audio/mpeg",
            Format::Ogg => "audio/ogg",
            Format::Mp4 => "video/mp4",
            Format::Webm => "video/webm",
        }
    }

    fn image_format(self) -> ImageFormat {
        match self {
            Format::Jpeg => ImageFormat::Jpeg,
            Format::Png => ImageFormat::Png,
            _ => ImageFormat::WebP,
        }
    }

    fn of_media(media: Media) -> Format {
        match media {
            Media::Gif => Format::Gif,
            Media::Mp3 => Format::Mp3,
            Media::Ogg => Format::Ogg,
            Media::Mp4 => Format::Mp4,
            Media::Webm => Format::Webm,
        }
    }
}

/// The format a file's first bytes declare; its name and declared type play no part.
pub fn sniff(bytes: &[u8]) -> Option<Format> {
    if bytes.starts_with(&[0xFF, 0xD8, 0xFF]) {
        Some(Format::Jpeg)
    } else if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
        Some(Format::Png)
    } else if bytes.len() >= 12 && &bytes[..4] == b"RIFF" && &bytes[8..12] == b"WEBP" {
        Some(Format::Webp)
    } else {
        None
    }
}

#[derive(Debug)]
pub struct Processed {
    pub format: Format,
    pub bytes: Vec<u8>,
    pub width: u32,
    pub height: u32,
}

fn limits() -> Limits {
    let mut limits = Limits::default();
    limits.max_image_width = Some(MAX_SIDE);
    limits.max_image_height = Some(MAX_SIDE);
    limits.max_alloc = Some(MAX_DECODED_BYTES);
    limits
}

fn reader(bytes: &[u8], format: Format) -> ImageReader<Cursor<&[u8]>> {
    let mut reader = ImageReader::with_format(Cursor::new(bytes), format.image_format());
    reader.limits(limits());
    reader
}

/// Whether a JPEG's marker structure runs from its start to an end-of-image marker. JPEG decoders fill a
/// truncated image with grey instead of failing, so a cut-off upload is caught here.
pub fn jpeg_is_complete(bytes: &[u8]) -> bool {
    let mut i = 2;
    while i + 1 < bytes.len() {
        if bytes[i] != 0xFF {
            return false;
        }
        let marker = bytes[i + 1];
        match marker {
            0xD9 => return true,
            0xFF => i += 1,
            0x01 | 0xD0..=0xD7 => i += 2,
            _ => {
                let Some(len) = bytes
                    .get(i + 2..i + 4)
                    .map(|b| usize::from(u16::from_be_bytes([b[0], b[1]])))
                else {
                    return false;
                };
                i += 2 + len;
                if marker == 0xDA {
                    // Entropy-coded data: every 0xFF in it is followed by 0x00 or a restart marker.
                    while i + 1 < bytes.len()
                        && (bytes[i] != 0xFF || matches!(bytes[i + 1], 0x00 | 0xD0..=0xD7))
                    {
                        i += 1;
                    }
                }
            }
        }
    }
    false
}

/// Checks, decodes and re-encodes one uploaded file. CPU-heavy: call it off the async workers.
pub fn process(bytes: &[u8]) -> Result<Processed, ErrorCode> {
    if bytes.len() > MAX_FILE_BYTES {
        return Err(ErrorCode::FileTooLarge);
    }
    let format = sniff(bytes).ok_or(ErrorCode::UnsupportedFileType)?;
    if format == Format::Jpeg && !jpeg_is_complete(bytes) {
        return Err(ErrorCode::UnsupportedFileType);
    }
    let mut decoder = reader(bytes, format).into_decoder().map_err(|e| match e {
        image::ImageError::Limits(_) => ErrorCode::ImageTooLarge,
        _ => ErrorCode::UnsupportedFileType,
    })?;
    let (width, height) = decoder.dimensions();
    check_size(width, height, decoder.total_bytes())?;
    let orientation = decoder
        .orientation()
        .map_err(|_| ErrorCode::UnsupportedFileType)?;
    let mut image = DynamicImage::from_decoder(decoder).map_err(|_| ErrorCode::UnsupportedFileType)?;
    image.apply_orientation(orientation);
    if image.width().max(image.height()) > SCALE_TO {
        image = image.resize(SCALE_TO, SCALE_TO, FilterType::Triangle);
    }
    let bytes = encode(&image, format).map_err(|_| ErrorCode::UnsupportedFileType)?;
    Ok(Processed {
        format,
        width: image.width(),
        height: image.height(),
        bytes,
    })
}

/// Whether a header's declared size may be decoded: not empty, and within the side, pixel and byte ceilings.
/// An image, cleaned as [`process`] does; or, when `media` is allowed, a GIF, audio or video file whose container
/// is checked and cut where it ends ([`media::check`]).
pub fn process_any(bytes: &[u8], media: bool) -> Result<Processed, ErrorCode> {
    if sniff(bytes).is_some() || !media {
        return process(bytes);
    }
    let checked = media::check(bytes)?;
    Ok(Processed {
        format: Format::of_media(checked.media),
        bytes: bytes[..checked.len].to_vec(),
        width: checked.width,
        height: checked.height,
    })
}

pub fn check_size(width: u32, height: u32, decoded_bytes: u64) -> Result<(), ErrorCode> {
    if width == 0 || height == 0 {
        return Err(ErrorCode::UnsupportedFileType);
    }
    let pixels = u64::from(width) * u64::from(height);
    if width > MAX_SIDE || height > MAX_SIDE || pixels > MAX_PIXELS || decoded_bytes > MAX_DECODED_BYTES {
        return Err(ErrorCode::ImageTooLarge);
    }
    Ok(())
}

fn encode(image: &DynamicImage, format: Format) -> Result<Vec<u8>, image::ImageError> {
    let mut out = Vec::new();
    match format {
        Format::Jpeg => {
            let rgb = DynamicImage::ImageRgb8(image.to_rgb8());
            rgb.write_with_encoder(JpegEncoder::new_with_quality(&mut out, JPEG_QUALITY))?;
        }
        Format::Png => image.write_with_encoder(PngEncoder::new(&mut out))?,
        _ => {
            let rgba = DynamicImage::ImageRgba8(image.to_rgba8());
            rgba.write_with_encoder(WebPEncoder::new_lossless(&mut out))?;
        }
    }
    Ok(out)
}

/// `/upload/YYYY/MM/DD/<name>.<ext>`, dated in UTC.
pub fn public_path(now_ms: i64, name: &str, format: Format) -> String {
    let date = OffsetDateTime::from_unix_timestamp_nanos(i128::from(now_ms) * 1_000_000)
        .unwrap_or(OffsetDateTime::UNIX_EPOCH);
    format!(
        "/upload/{:04}/{:02}/{:02}/{name}.{}",
        date.year(),
        u8::from(date.month()),
        date.day(),
        format.extension()
    )
}

/// Whether `path` has exactly the shape `public_path` makes; the only paths ever looked up or served.
pub fn is_upload_path(path: &str) -> bool {
    let Some(rest) = path.strip_prefix("/upload/") else {
        return false;
    };
    let parts: Vec<&str> = rest.split('/').collect();
    let digits = |s: &str, n: usize| s.len() == n && s.bytes().all(|b| b.is_ascii_digit());
    match parts.as_slice() {
        [year, month, day, file] => {
            let Some((name, ext)) = file.split_once('.') else {
                return false;
            };
            digits(year, 4)
                && digits(month, 2)
                && digits(day, 2)
                && name.len() == 32
                && name
                    .bytes()
                    .all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase())
                && Format::from_extension(ext).is_some()
        }
        _ => false,
    }
}

/// Who an upload belongs to.
#[derive(Debug, Clone, Copy)]
pub enum Owner {
    User(UserId),
    Operator(i64),
}

/// Where a stored upload lives on disk, below `<data-dir>/uploads`.
pub fn disk_path(app: &AppState, path: &str) -> Option<std::path::PathBuf> {
    let relative = path.strip_prefix("/upload/").filter(|_| is_upload_path(path))?;
    Some(app.config.server.data_dir.join("uploads").join(relative))
}

/// Cleans and stores one file and records its owner; answers the path it is served at.
/// Stores an upload. Operators may also upload media (GIF, audio, video) for NFT artworks; users only images.
pub async fn store(app: &AppState, owner: Owner, bytes: bytes::Bytes) -> Result<String, AppError> {
    let media = matches!(owner, Owner::Operator(_));
    let cap = if media {
        media::MAX_MEDIA_BYTES
    } else {
        MAX_FILE_BYTES
    };
    if bytes.len() > cap {
        return Err(ErrorCode::FileTooLarge.into());
    }
    let processed = app.decoding.run(move || process_any(&bytes, media)).await??;
    save(
        &app.db,
        &app.config.server.data_dir,
        owner,
        &processed,
        app.clock.now_ms(),
    )
    .await
}

/// Writes a checked file under a fresh random name (to a partial file renamed into place) and records it.
pub async fn save(
    db: &crate::db::Db,
    data_dir: &std::path::Path,
    owner: Owner,
    processed: &Processed,
    now: i64,
) -> Result<String, AppError> {
    let mut name = [0u8; 16];
    rand::thread_rng().fill_bytes(&mut name);
    let path = public_path(now, &hex::encode(name), processed.format);
    let file = path
        .strip_prefix("/upload/")
        .map(|relative| data_dir.join("uploads").join(relative))
        .ok_or_else(|| AppError::internal(anyhow::anyhow!("bad path {path}")))?;
    if let Some(dir) = file.parent() {
        tokio::fs::create_dir_all(dir).await.map_err(AppError::internal)?;
    }
    let partial = file.with_extension("part");
    tokio::fs::write(&partial, &processed.bytes)
        .await
        .map_err(AppError::internal)?;
    tokio::fs::rename(&partial, &file)
        .await
        .map_err(AppError::internal)?;
    let (user_id, operator_id) = match owner {
        Owner::User(id) => (Some(id), None),
        Owner::Operator(id) => (None, Some(id)),
    };
    let record = NewUpload {
        path: &path,
        user_id,
        operator_id,
        format: processed.format.as_str(),
        bytes: i64::try_from(processed.bytes.len()).unwrap_or(i64::MAX),
        width: i64::from(processed.width),
        height: i64::from(processed.height),
        now,
    };
    let saved = async {
        let mut tx = db.begin().await?;
        repo::insert(&mut tx, &record).await?;
        tx.commit().await
    }
    .await;
    if let Err(err) = saved {
        let _ = tokio::fs::remove_file(&file).await;
        return Err(err.into());
    }
    Ok(path)
}

/// Stores a generated media file (demo content) as `user`'s upload, after the same container check.
pub async fn save_generated(
    db: &crate::db::Db,
    data_dir: &std::path::Path,
    user: UserId,
    bytes: &[u8],
    now: i64,
) -> Result<String, AppError> {
    let processed = process_any(bytes, true)?;
    save(db, data_dir, Owner::User(user), &processed, now).await
}

pub async fn is_own_public_upload(app: &AppState, user_id: UserId, path: &str) -> Result<bool, AppError> {
    if !is_upload_path(path) {
        return Ok(false);
    }
    let row = repo::find(&app.db, path).await?;
    Ok(row.is_some_and(|r| r.user_id == Some(user_id) && r.is_private == 0))
}

/// Whether `path` is an upload of this user (identity pictures may be private already).
pub async fn is_own_upload(app: &AppState, user_id: UserId, path: &str) -> Result<bool, AppError> {
    if !is_upload_path(path) {
        return Ok(false);
    }
    let row = repo::find(&app.db, path).await?;
    Ok(row.is_some_and(|r| r.user_id == Some(user_id)))
}

#[cfg(test)]
mod tests {
    use image::{Rgb, RgbImage, Rgba, RgbaImage};

    use super::*;

    fn encoded(format: Format, width: u32, height: u32) -> Vec<u8> {
        let image = RgbaImage::from_fn(width, height, |x, y| {
            Rgba([(x % 255) as u8, (y % 255) as u8, 90, 255])
        });
        encode(&DynamicImage::ImageRgba8(image), format).unwrap()
    }

    #[test]
    fn the_format_comes_from_the_bytes_alone() {
        assert_eq!(sniff(&encoded(Format::Jpeg, 4, 4)), Some(Format::Jpeg));
        assert_eq!(sniff(&encoded(Format::Png, 4, 4)), Some(Format::Png));
        assert_eq!(sniff(&encoded(Format::Webp, 4, 4)), Some(Format::Webp));
        assert_eq!(sniff(b"MZ\x90\x00 executable"), None);
        assert_eq!(sniff(b"GIF89a"), None);
    }

    #[test]
    fn valid_images_are_re_encoded_in_their_own_format() {
        for format in [Format::Jpeg, Format::Png, Format::Webp] {
            let out = process(&encoded(format, 40, 30)).unwrap();
            assert_eq!(out.format, format);
            assert_eq!((out.width, out.height), (40, 30));
            assert_eq!(sniff(&out.bytes), Some(format));
        }
    }

    #[test]
    fn bytes_appended_after_an_image_do_not_survive() {
        let mut bytes = encoded(Format::Png, 8, 8);
        bytes.extend_from_slice(b"<script>alert(1)</script>PK\x03\x04");
        let out = process(&bytes).unwrap();
        assert!(!out.bytes.windows(8).any(|w| w == b"<script>"));
    }

    #[test]
    fn truncated_and_fake_images_are_refused() {
        let bytes = encoded(Format::Jpeg, 64, 64);
        assert_eq!(
            process(&bytes[..bytes.len() / 2]).unwrap_err(),
            ErrorCode::UnsupportedFileType
        );
        assert_eq!(
            process(b"\xFF\xD8\xFF<html>not really</html>").unwrap_err(),
            ErrorCode::UnsupportedFileType
        );
        assert_eq!(
            process(b"#!/bin/sh\nrm -rf /").unwrap_err(),
            ErrorCode::UnsupportedFileType
        );
    }

    #[test]
    fn a_jpeg_is_complete_only_up_to_its_end_marker() {
        let bytes = encoded(Format::Jpeg, 64, 64);
        assert!(jpeg_is_complete(&bytes));
        let mut appended = bytes.clone();
        appended.extend_from_slice(b"trailing");
        assert!(jpeg_is_complete(&appended));
        for cut in [bytes.len() - 2, bytes.len() / 2, 20, 3] {
            assert!(!jpeg_is_complete(&bytes[..cut]), "cut at {cut}");
        }
    }

    #[test]
    fn files_over_five_mebibytes_are_too_large() {
        let mut bytes = encoded(Format::Png, 2, 2);
        bytes.resize(MAX_FILE_BYTES + 1, 0);
        assert_eq!(process(&bytes).unwrap_err(), ErrorCode::FileTooLarge);
    }

    #[test]
    fn images_over_4096_pixels_on_a_side_are_too_large() {
        let image = RgbImage::from_pixel(4097, 1, Rgb([1, 2, 3]));
        let mut bytes = Vec::new();
        DynamicImage::ImageRgb8(image)
            .write_with_encoder(PngEncoder::new(&mut bytes))
            .unwrap();
        assert_eq!(process(&bytes).unwrap_err(), ErrorCode::ImageTooLarge);
    }

    #[test]
    fn a_header_declaring_gigabytes_of_pixels_is_refused_before_any_is_decoded() {
        // 8000 × 8000 RGBA at 16 bits per channel (about 488 MiB of pixels) declared by a file of 65 bytes.
        let bomb = include_bytes!("../../../tests/fixtures/png-bomb-8000x8000x16bit.png");
        assert_eq!(process(bomb).unwrap_err(), ErrorCode::ImageTooLarge);
    }

    #[test]
    fn the_size_ceilings_are_the_side_the_pixel_count_and_the_decoded_bytes() {
        assert_eq!(check_size(4096, 4096, 4096 * 4096 * 4), Ok(()));
        assert_eq!(check_size(4097, 1, 4097), Err(ErrorCode::ImageTooLarge));
        assert_eq!(check_size(1, 4097, 4097), Err(ErrorCode::ImageTooLarge));
        assert_eq!(
            check_size(4096, 4096, MAX_DECODED_BYTES + 1),
            Err(ErrorCode::ImageTooLarge)
        );
        assert_eq!(check_size(0, 10, 0), Err(ErrorCode::UnsupportedFileType));
    }

    #[test]
    fn large_images_are_scaled_down_to_2560_pixels_on_the_longest_side() {
        let out = process(&encoded(Format::Jpeg, 3000, 1500)).unwrap();
        assert_eq!((out.width, out.height), (2560, 1280));
    }

    #[test]
    fn upload_paths_are_dated_and_only_that_shape_is_accepted() {
        let name = "0123456789abcdef0123456789abcdef";
        let path = public_path(1_767_225_600_000, name, Format::Webp);
        assert_eq!(path, format!("/upload/2026/01/01/{name}.webp"));
        assert!(is_upload_path(&path));
        assert!(is_upload_path(&format!("/upload/2026/01/01/{name}.webm")));
        for bad in [
            "/upload/2026/01/01/../../etc/passwd",
            "/upload/2026/01/01/0123456789ABCDEF0123456789abcdef.jpg",
            "/upload/2026/01/01/0123456789abcdef0123456789abcdef.exe",
            "/upload/2026/1/01/0123456789abcdef0123456789abcdef.jpg",
            "avatar_3",
        ] {
            assert!(!is_upload_path(bad), "{bad}");
        }
    }
}
