//! Media beside images (ADR 62): animated GIF, MP3 and Ogg audio, MP4 and WebM video, for NFT artworks. They are
//! not decoded; their container is walked from its first byte to its end, every length checked against the file,
//! and the file is kept only up to where its container ends, so anything appended is dropped. The type comes from
//! the bytes alone and each has its own size cap.

use crate::error::ErrorCode;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Media {
    Gif,
    Mp3,
    Ogg,
    Mp4,
    Webm,
}

pub const MAX_GIF_BYTES: usize = 8 * 1024 * 1024;
pub const MAX_AUDIO_BYTES: usize = 12 * 1024 * 1024;
pub const MAX_VIDEO_BYTES: usize = 32 * 1024 * 1024;
/// The largest any media upload may be; the upload call reads no more.
pub const MAX_MEDIA_BYTES: usize = MAX_VIDEO_BYTES;
const MAX_GIF_SIDE: u16 = 4096;
const MAX_GIF_FRAMES: usize = 2000;

impl Media {
    pub fn cap(self) -> usize {
        match self {
            Media::Gif => MAX_GIF_BYTES,
            Media::Mp3 | Media::Ogg => MAX_AUDIO_BYTES,
            Media::Mp4 | Media::Webm => MAX_VIDEO_BYTES,
        }
    }
}

/// The media type a file's first bytes declare.
pub fn sniff(b: &[u8]) -> Option<Media> {
    if b.starts_with(b"GIF87a") || b.starts_with(b"GIF89a") {
        Some(Media::Gif)
    } else if b.starts_with(b"ID3") || (b.len() >= 2 && b[0] == 0xFF && b[1] & 0xE0 == 0xE0) {
        Some(Media::Mp3)
    } else if b.starts_with(b"OggS") {
        Some(Media::Ogg)
    } else if b.len() >= 8 && &b[4..8] == b"ftyp" {
        Some(Media::Mp4)
    } else if b.starts_with(&[0x1A, 0x45, 0xDF, 0xA3]) {
        Some(Media::Webm)
    } else {
        None
    }
}

/// A checked file: its type, the bytes up to where its container ends, and its size in pixels when known.
#[derive(Debug)]
pub struct Checked {
    pub media: Media,
    pub len: usize,
    pub width: u32,
    pub height: u32,
}

pub fn check(bytes: &[u8]) -> Result<Checked, ErrorCode> {
    let media = sniff(bytes).ok_or(ErrorCode::UnsupportedFileType)?;
    if bytes.len() > media.cap() {
        return Err(ErrorCode::FileTooLarge);
    }
    let bad = ErrorCode::UnsupportedFileType;
    let (len, width, height) = match media {
        Media::Gif => gif(bytes).ok_or(bad)?,
        Media::Mp3 => (mp3(bytes).ok_or(bad)?, 0, 0),
        Media::Ogg => (ogg(bytes).ok_or(bad)?, 0, 0),
        Media::Mp4 => (mp4(bytes).ok_or(bad)?, 0, 0),
        Media::Webm => (webm(bytes).ok_or(bad)?, 0, 0),
    };
    Ok(Checked {
        media,
        len,
        width,
        height,
    })
}

fn u16_le(b: &[u8], at: usize) -> Option<u16> {
    Some(u16::from_le_bytes([*b.get(at)?, *b.get(at + 1)?]))
}

fn u32_be(b: &[u8], at: usize) -> Option<u32> {
    let s = b.get(at..at + 4)?;
    Some(u32::from_be_bytes([s[0], s[1], s[2], s[3]]))
}

/// Skips GIF data sub-blocks from `at`; answers where the terminator ends.
fn sub_blocks(b: &[u8], mut at: usize) -> Option<usize> {
    loop {
        let n = usize::from(*b.get(at)?);
        at += 1;
        if n == 0 {
            return Some(at);
        }
        at += n;
        if at > b.len() {
            return None;
        }
    }
}

fn colour_table(packed: u8) -> usize {
    if packed & 0x80 == 0 {
        0
    } else {
        3 << ((packed & 7) + 1)
    }
}

/// A GIF's blocks from its screen descriptor to its trailer: (length, width, height).
fn gif(b: &[u8]) -> Option<(usize, u32, u32)> {
    let (width, height) = (u16_le(b, 6)?, u16_le(b, 8)?);
    if width == 0 || height == 0 || width > MAX_GIF_SIDE || height > MAX_GIF_SIDE {
        return None;
    }
    let mut at = 13 + colour_table(*b.get(10)?);
    let mut frames = 0;
    loop {
        match *b.get(at)? {
            0x21 => at = sub_blocks(b, at + 2)?,
            0x2C => {
                let packed = *b.get(at + 9)?;
                at += 10 + colour_table(packed);
                if !(2..=11).contains(b.get(at)?) {
                    return None;
                }
                at = sub_blocks(b, at + 1)?;
                frames += 1;
                if frames > MAX_GIF_FRAMES {
                    return None;
                }
            }
            0x3B if frames > 0 => return Some((at + 1, u32::from(width), u32::from(height))),
            _ => return None,
        }
    }
}

/// The length of an MPEG audio layer III frame starting at `at`, or `None` when no valid header is there.
fn mp3_frame(b: &[u8], at: usize) -> Option<usize> {
    let h = b.get(at..at + 4)?;
    if h[0] != 0xFF || h[1] & 0xE0 != 0xE0 || (h[1] >> 1) & 3 != 1 {
        return None;
    }
    let version = (h[1] >> 3) & 3;
    let (bitrate, rate) = (usize::from(h[2] >> 4), usize::from((h[2] >> 2) & 3));
    if version == 1 || bitrate == 0 || bitrate == 15 || rate == 3 {
        return None;
    }
    const V1: [usize; 15] = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
    const V2: [usize; 15] = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
    let (kbps, hz, factor) = match version {
        3 => (V1[bitrate], [44_100, 48_000, 32_000][rate], 144),
        2 => (V2[bitrate], [22_050, 24_000, 16_000][rate], 72),
        _ => (V2[bitrate], [11_025, 12_000, 8_000][rate], 72),
    };
    let len = factor * kbps * 1000 / hz + usize::from((h[2] >> 1) & 1);
    (len > 4).then_some(len)
}

/// MP3: an optional ID3v2 tag, then layer III frames chained one after another; at least two.
fn mp3(b: &[u8]) -> Option<usize> {
    let mut at = 0;
    if b.starts_with(b"ID3") {
        let s = b.get(6..10)?;
        if s.iter().any(|x| x & 0x80 != 0) {
            return None;
        }
        let size = s.iter().fold(0usize, |acc, x| (acc << 7) | usize::from(*x));
        at = 10 + size + if b.get(5)? & 0x10 != 0 { 10 } else { 0 };
    }
    let mut frames = 0;
    while let Some(len) = mp3_frame(b, at) {
        if at + len > b.len() {
            break;
        }
        at += len;
        frames += 1;
    }
    (frames >= 2).then_some(at)
}

/// The CRC of an Ogg page (polynomial 0x04C11DB7, not reflected, starting from zero, its own field zeroed).
pub(super) fn ogg_crc(page: &[u8]) -> u32 {
    let mut crc = 0u32;
    for (i, byte) in page.iter().enumerate() {
        let byte = if (22..26).contains(&i) { 0 } else { *byte };
        crc ^= u32::from(byte) << 24;
        for _ in 0..8 {
            crc = if crc & 0x8000_0000 != 0 {
                (crc << 1) ^ 0x04C1_1DB7
            } else {
                crc << 1
            };
        }
    }
    crc
}

/// Ogg: pages with valid checksums from the first, which opens a Vorbis, Opus or FLAC stream; at least two.
fn ogg(b: &[u8]) -> Option<usize> {
    let mut at = 0;
    let mut pages = 0;
    while b.get(at..at + 4) == Some(b"OggS") {
        if *b.get(at + 4)? != 0 {
            return None;
        }
        let segments = usize::from(*b.get(at + 26)?);
        let table = b.get(at + 27..at + 27 + segments)?;
        let body: usize = table.iter().map(|x| usize::from(*x)).sum();
        let end = at + 27 + segments + body;
        let page = b.get(at..end)?;
        if u32::from_le_bytes([page[22], page[23], page[24], page[25]]) != ogg_crc(page) {
            return None;
        }
        if pages == 0 {
            let payload = &page[27 + segments..];
            let codec = [&b"\x01vorbis"[..], b"OpusHead", b"\x7fFLAC"];
            if page[5] & 2 == 0 || !codec.iter().any(|c| payload.starts_with(c)) {
                return None;
            }
        }
        pages += 1;
        at = end;
    }
    (pages >= 2).then_some(at)
}

/// MP4: top-level boxes tiling the file from an `ftyp`, with a `moov` and an `mdat`.
fn mp4(b: &[u8]) -> Option<usize> {
    let mut at = 0;
    let (mut moov, mut mdat) = (false, false);
    while at + 8 <= b.len() {
        let size = u32_be(b, at)?;
        let kind = b.get(at + 4..at + 8)?;
        if !kind.iter().all(|c| c.is_ascii_alphanumeric() || *c == b' ') {
            break;
        }
        let (header, size) = match size {
            0 => (8, b.len() - at),
            1 => {
                let s = b.get(at + 8..at + 16)?;
                let large = u64::from_be_bytes([s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]]);
                (16, usize::try_from(large).ok()?)
            }
            n => (8, usize::try_from(n).ok()?),
        };
        if size < header || at.checked_add(size)? > b.len() {
            return None;
        }
        if at == 0 && (kind != b"ftyp" || size < 16) {
            return None;
        }
        moov |= kind == b"moov";
        mdat |= kind == b"mdat";
        at += size;
    }
    (moov && mdat).then_some(at)
}

/// An EBML variable-length integer at `at`: (value without its length marker, raw value, length).
fn vint(b: &[u8], at: usize) -> Option<(u64, u64, usize)> {
    let first = *b.get(at)?;
    let len = usize::try_from(first.leading_zeros()).ok()? + 1;
    if len > 8 {
        return None;
    }
    let mut raw = 0u64;
    for i in 0..len {
        raw = (raw << 8) | u64::from(*b.get(at + i)?);
    }
    let value = raw & ((1u64 << (7 * len)) - 1);
    Some((value, raw, len))
}

/// WebM: an EBML header whose DocType is `webm`, then a Segment holding Tracks; kept up to the Segment's end.
fn webm(b: &[u8]) -> Option<usize> {
    let (_, id, id_len) = vint(b, 0)?;
    let (size, _, size_len) = vint(b, id_len)?;
    if id != 0x1A45_DFA3 {
        return None;
    }
    let start = id_len + size_len;
    let end = start.checked_add(usize::try_from(size).ok()?)?;
    let header = b.get(start..end)?;
    let mut at = 0;
    let mut doc_type = None;
    while at < header.len() {
        let (_, child, n) = vint(header, at)?;
        let (len, _, m) = vint(header, at + n)?;
        let body = at + n + m;
        let next = body.checked_add(usize::try_from(len).ok()?)?;
        if child == 0x4282 {
            doc_type = header.get(body..next);
        }
        at = next;
    }
    if doc_type != Some(b"webm".as_slice()) || at != header.len() {
        return None;
    }
    let (_, segment, n) = vint(b, end)?;
    let (len, _, m) = vint(b, end + n)?;
    if segment != 0x1853_8067 {
        return None;
    }
    let body = end + n + m;
    let unknown = len == (1u64 << (7 * m)) - 1;
    let segment_end = if unknown {
        b.len()
    } else {
        body.checked_add(usize::try_from(len).ok()?)?
    };
    if segment_end > b.len() {
        return None;
    }
    let mut at = body;
    let mut tracks = false;
    while at < segment_end {
        let Some((_, child, n)) = vint(b, at) else { break };
        let Some((len, _, m)) = vint(b, at + n) else { break };
        tracks |= child == 0x1654_AE6B;
        if len == (1u64 << (7 * m)) - 1 {
            break;
        }
        let next = (at + n + m).checked_add(usize::try_from(len).ok()?)?;
        if next > segment_end {
            return None;
        }
        at = next;
    }
    tracks.then_some(segment_end)
}

/// Smallest well-formed files of each type, built byte by byte: what the tests upload, and a check that the
/// container walks accept what real files look like.
pub mod samples {
    use super::super::encode::{encode_gif, ogg_page};

    pub fn gif() -> Vec<u8> {
        let mut palette = [[0u8; 3]; 256];
        palette[1] = [255, 200, 0];
        encode_gif(2, 2, &palette, &[vec![0, 1, 1, 0], vec![1, 0, 0, 1]], 50)
    }

    pub fn mp3() -> Vec<u8> {
        let mut b = b"ID3\x03\x00\x00\x00\x00\x00\x00".to_vec();
        for _ in 0..3 {
            let mut frame = vec![0u8; 417];
            frame[..4].copy_from_slice(&[0xFF, 0xFB, 0x90, 0x00]);
            b.extend(frame);
        }
        b
    }

    pub fn ogg() -> Vec<u8> {
        let mut b = ogg_page(
            2,
            7,
            0,
            0,
            b"OpusHead\x01\x01\x38\x01\x80\xbb\x00\x00\x00\x00\x00",
        );
        b.extend(ogg_page(4, 7, 1, 0, b"OpusTags"));
        b
    }

    fn boxed(kind: &[u8], body: &[u8]) -> Vec<u8> {
        let mut b = u32::try_from(body.len() + 8)
            .unwrap_or(u32::MAX)
            .to_be_bytes()
            .to_vec();
        b.extend(kind);
        b.extend(body);
        b
    }

    pub fn mp4() -> Vec<u8> {
        let mut b = boxed(b"ftyp", b"isom\x00\x00\x02\x00isomiso2");
        b.extend(boxed(b"moov", &boxed(b"trak", &[0u8; 8])));
        b.extend(boxed(b"mdat", &[1u8; 32]));
        b
    }

    pub fn webm() -> Vec<u8> {
        let mut b = vec![0x1A, 0x45, 0xDF, 0xA3, 0x80 | 7, 0x42, 0x82, 0x84];
        b.extend(b"webm");
        b.extend([0x18, 0x53, 0x80, 0x67, 0x80 | 11]);
        b.extend([0x16, 0x54, 0xAE, 0x6B, 0x80 | 1, 0x00]);
        b.extend([0x1F, 0x43, 0xB6, 0x75, 0x80]);
        b
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_media_type_is_told_by_its_bytes_and_its_container_is_accepted() {
        for (bytes, media) in [
            (samples::gif(), Media::Gif),
            (samples::mp3(), Media::Mp3),
            (samples::ogg(), Media::Ogg),
            (samples::mp4(), Media::Mp4),
            (samples::webm(), Media::Webm),
        ] {
            let checked = check(&bytes).unwrap_or_else(|e| panic!("{media:?}: {e:?}"));
            assert_eq!((checked.media, checked.len), (media, bytes.len()));
        }
        assert_eq!(check(&samples::gif()).unwrap().width, 2);
    }

    #[test]
    fn anything_appended_after_a_container_ends_is_dropped() {
        for bytes in [
            samples::gif(),
            samples::mp3(),
            samples::ogg(),
            samples::mp4(),
            samples::webm(),
        ] {
            let mut longer = bytes.clone();
            longer.extend(b"<script>alert(1)</script>");
            assert_eq!(check(&longer).unwrap().len, bytes.len());
        }
    }

    #[test]
    fn a_cut_off_container_is_refused() {
        for bytes in [samples::gif(), samples::ogg(), samples::mp4(), samples::webm()] {
            let cut = &bytes[..bytes.len() - 3];
            assert_eq!(
                check(cut).map(|c| c.len).err(),
                Some(ErrorCode::UnsupportedFileType),
                "{:?}",
                sniff(cut)
            );
        }
        let mp3 = samples::mp3();
        assert!(check(&mp3[..mp3.len() - 500]).is_err(), "one frame is not enough");
    }

    #[test]
    fn a_disguised_or_unknown_file_is_refused() {
        assert_eq!(
            check(b"<html><body>mp4</body></html>").err(),
            Some(ErrorCode::UnsupportedFileType)
        );
        let mut fake = b"\x00\x00\x00\x18ftypisom".to_vec();
        fake.extend([0u8; 64]);
        assert!(check(&fake).is_err(), "an ftyp without moov and mdat");
        let mut ogg = samples::ogg();
        let last = ogg.len() - 1;
        ogg[last] ^= 1;
        assert!(check(&ogg).is_err(), "a page whose checksum does not match");
        let mut webm = samples::webm();
        webm[8] = b'x';
        assert!(check(&webm).is_err(), "a Matroska file that is not WebM");
    }

    #[test]
    fn each_type_has_its_own_size_cap() {
        let mut big = samples::gif();
        big.resize(MAX_GIF_BYTES + 1, 0);
        assert_eq!(check(&big).err(), Some(ErrorCode::FileTooLarge));
        let mut video = samples::mp4();
        video.resize(MAX_GIF_BYTES + 1, 0);
        assert!(
            check(&video).is_ok_and(|c| c.len < video.len()),
            "a video may be larger than a GIF"
        );
    }
}
