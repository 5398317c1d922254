//! Encoders for generated media (demo artworks and the tests' samples): an animated GIF and FLAC audio in Ogg.
//! Both favour being obviously right over being small: literal LZW codes, verbatim FLAC samples.

use super::media::ogg_crc;

/// Writes an animated GIF of 256-colour frames (`width * height` palette indices each), looping, `delay` hundredths
/// of a second per frame. Pixels are written as literal LZW codes with a clear code often enough that codes stay
/// nine bits wide: larger than a compressing encoder's output, but simple, and any decoder reads it. For generated
/// demo works.
pub fn encode_gif(
    width: u16,
    height: u16,
    palette: &[[u8; 3]; 256],
    frames: &[Vec<u8>],
    delay: u16,
) -> Vec<u8> {
    let mut out = b"GIF89a".to_vec();
    out.extend(width.to_le_bytes());
    out.extend(height.to_le_bytes());
    out.extend([0xF7, 0, 0]);
    for colour in palette {
        out.extend(colour);
    }
    out.extend([0x21, 0xFF, 11]);
    out.extend(b"NETSCAPE2.0");
    out.extend([3, 1, 0, 0, 0]);
    for frame in frames {
        out.extend([0x21, 0xF9, 4, 0x04]);
        out.extend(delay.to_le_bytes());
        out.extend([0, 0, 0x2C, 0, 0, 0, 0]);
        out.extend(width.to_le_bytes());
        out.extend(height.to_le_bytes());
        out.extend([0, 8]);
        let data = literal_lzw(frame);
        for block in data.chunks(255) {
            out.push(u8::try_from(block.len()).unwrap_or(255));
            out.extend(block);
        }
        out.push(0);
    }
    out.push(0x3B);
    out
}

/// Nine-bit codes, least significant bit first: a clear code, then at most 250 literals before the next clear.
fn literal_lzw(pixels: &[u8]) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(pixels.len() * 9 / 8 + 8);
    let (mut acc, mut bits) = (0u32, 0u32);
    let mut put = |code: u32, bytes: &mut Vec<u8>| {
        acc |= code << bits;
        bits += 9;
        while bits >= 8 {
            bytes.push(acc.to_le_bytes()[0]);
            acc >>= 8;
            bits -= 8;
        }
    };
    for chunk in pixels.chunks(250) {
        put(256, &mut bytes);
        for p in chunk {
            put(u32::from(*p), &mut bytes);
        }
    }
    put(257, &mut bytes);
    if bits > 0 {
        bytes.push(acc.to_le_bytes()[0]);
    }
    bytes
}

/// One Ogg page carrying one whole packet (shorter than 255 × 255 bytes): `flags` 2 opens the stream, 4 ends it.
pub fn ogg_page(flags: u8, serial: u32, seq: u32, granule: u64, packet: &[u8]) -> Vec<u8> {
    let mut p = b"OggS\x00".to_vec();
    p.push(flags);
    p.extend(granule.to_le_bytes());
    p.extend(serial.to_le_bytes());
    p.extend(seq.to_le_bytes());
    p.extend([0u8; 4]);
    let full = packet.len() / 255;
    p.push(u8::try_from(full + 1).unwrap_or(u8::MAX));
    p.extend(std::iter::repeat_n(255u8, full));
    p.push(u8::try_from(packet.len() % 255).unwrap_or(0));
    p.extend(packet);
    let crc = ogg_crc(&p);
    p[22..26].copy_from_slice(&crc.to_le_bytes());
    p
}

const FLAC_BLOCK: usize = 4096;

fn crc8(bytes: &[u8]) -> u8 {
    bytes.iter().fold(0u8, |mut crc, byte| {
        crc ^= byte;
        for _ in 0..8 {
            crc = if crc & 0x80 != 0 {
                (crc << 1) ^ 0x07
            } else {
                crc << 1
            };
        }
        crc
    })
}

fn crc16(bytes: &[u8]) -> u16 {
    bytes.iter().fold(0u16, |mut crc, byte| {
        crc ^= u16::from(*byte) << 8;
        for _ in 0..8 {
            crc = if crc & 0x8000 != 0 {
                (crc << 1) ^ 0x8005
            } else {
                crc << 1
            };
        }
        crc
    })
}

/// One FLAC frame of mono 16-bit samples at 16 kHz, stored verbatim. A full frame says its block size by code
/// (4096); a shorter last frame carries its size.
fn flac_frame(number: usize, block: &[i16]) -> Vec<u8> {
    let full = block.len() == FLAC_BLOCK;
    let mut f = vec![0xFF, 0xF8, if full { 0xC5 } else { 0x75 }, 0x08];
    let n = u32::try_from(number).unwrap_or(0xFFFF).min(0xFFFF);
    let byte = |v: u32| u8::try_from(v & 0xFF).unwrap_or(0);
    match n {
        0..=0x7F => f.push(byte(n)),
        0x80..=0x7FF => f.extend([0xC0 | byte(n >> 6), 0x80 | byte(n & 0x3F)]),
        _ => f.extend([
            0xE0 | byte(n >> 12),
            0x80 | byte((n >> 6) & 0x3F),
            0x80 | byte(n & 0x3F),
        ]),
    }
    if !full {
        f.extend(u16::try_from(block.len() - 1).unwrap_or(0).to_be_bytes());
    }
    f.push(crc8(&f));
    f.push(0x02);
    for sample in block {
        f.extend(sample.to_be_bytes());
    }
    f.extend(crc16(&f).to_be_bytes());
    f
}

/// Mono 16-bit 16 kHz samples as FLAC in Ogg (the Ogg FLAC mapping 1.0): a first page with the stream info, a
/// second with the comment block, then one frame per page.
pub fn encode_ogg_flac(samples: &[i16]) -> Vec<u8> {
    const SERIAL: u32 = 0x4D43_5446;
    let mut first = b"\x7fFLAC\x01\x00\x00\x01fLaC\x00\x00\x00\x22".to_vec();
    let block = u16::try_from(FLAC_BLOCK).unwrap_or(u16::MAX).to_be_bytes();
    first.extend(block);
    first.extend(block);
    first.extend([0u8; 6]);
    let total = u64::try_from(samples.len()).unwrap_or(0) & 0xF_FFFF_FFFF;
    first.extend(((16_000u64 << 44) | (15 << 36) | total).to_be_bytes());
    first.extend([0u8; 16]);
    let vendor = b"Mercato";
    let mut comments = vec![0x84, 0, 0, u8::try_from(vendor.len() + 8).unwrap_or(0)];
    comments.extend(u32::try_from(vendor.len()).unwrap_or(0).to_le_bytes());
    comments.extend(vendor);
    comments.extend(0u32.to_le_bytes());
    let mut out = ogg_page(2, SERIAL, 0, 0, &first);
    out.extend(ogg_page(0, SERIAL, 1, 0, &comments));
    let frames = samples.chunks(FLAC_BLOCK).count();
    let mut done = 0u64;
    for (i, block) in samples.chunks(FLAC_BLOCK).enumerate() {
        done += u64::try_from(block.len()).unwrap_or(0);
        let flags = if i + 1 == frames { 4 } else { 0 };
        let seq = u32::try_from(i + 2).unwrap_or(u32::MAX);
        out.extend(ogg_page(flags, SERIAL, seq, done, &flac_frame(i, block)));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::features::upload::media::{Media, check};

    #[test]
    fn the_checksums_match_their_published_check_values() {
        assert_eq!(crc8(b"123456789"), 0xF4);
        assert_eq!(crc16(b"123456789"), 0xFEE8);
    }

    #[test]
    fn ogg_flac_audio_is_accepted_whole_by_the_container_walk() {
        let samples: Vec<i16> = (0..10_000).map(|i| ((i % 64) * 300 - 9_600) as i16).collect();
        let file = encode_ogg_flac(&samples);
        let checked = check(&file).map_err(|e| e.as_str()).unwrap();
        assert_eq!(checked.media, Media::Ogg);
        assert_eq!(checked.len, file.len());
        let pages = file.windows(4).filter(|w| w == b"OggS").count();
        assert_eq!(
            pages,
            2 + 3,
            "two header pages and three frames (4096 + 4096 + 1808)"
        );
    }

    #[test]
    fn a_flac_frame_says_its_size_and_carries_every_sample() {
        let full = flac_frame(0, &[7; FLAC_BLOCK]);
        assert_eq!(&full[..4], &[0xFF, 0xF8, 0xC5, 0x08]);
        assert_eq!(full.len(), 6 + 1 + 2 * FLAC_BLOCK + 2);
        let short = flac_frame(200, &[1, 2, 3]);
        assert_eq!(
            &short[2..9],
            &[0x75, 0x08, 0xC3, 0x88, 0x00, 0x02, crc8(&short[..8])]
        );
        assert_eq!(&short[10..16], &[0, 1, 0, 2, 0, 3]);
    }

    #[test]
    fn a_packet_longer_than_one_segment_is_laced_in_255_byte_segments() {
        let page = ogg_page(0, 1, 0, 0, &[9u8; 600]);
        assert_eq!(&page[26..30], &[3, 255, 255, 90]);
        assert_eq!(page.len(), 27 + 3 + 600);
    }
}
