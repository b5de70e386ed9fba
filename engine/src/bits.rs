//! The plumbing of link codes: a bit writer and reader (most significant bit first),
//! LEB128 numbers, CRC-32 and base64url. Written by hand to keep the engine's dependencies
//! as they are.

use crate::error::CodeError;

/// Bits needed to write an index below `n`: ceil(log2(n)), 0 when there is one choice.
pub(crate) fn width_for(n: usize) -> u32 {
    n.saturating_sub(1).checked_ilog2().map_or(0, |log| log + 1)
}

/// `value` as LEB128: 7 bits a byte, least significant group first, the top bit set on
/// every byte but the last.
pub(crate) fn leb128(mut value: u64) -> Vec<u8> {
    let mut out = Vec::new();
    loop {
        let group = (value & 0x7f) as u8;
        value >>= 7;
        if value == 0 {
            out.push(group);
            return out;
        }
        out.push(group | 0x80);
    }
}

/// Why a LEB128 number could not be read.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Leb128Error {
    /// The bytes ran out inside the number.
    End,
    /// Too big for 64 bits, or not written in the fewest bytes.
    Bad,
}

/// Reads a LEB128 number from the bytes `next` gives. Only the shortest form is accepted,
/// so one number has one writing.
pub(crate) fn read_leb128(mut next: impl FnMut() -> Option<u8>) -> Result<u64, Leb128Error> {
    let mut value = 0u64;
    for shift in (0..64).step_by(7) {
        let byte = next().ok_or(Leb128Error::End)?;
        let group = u64::from(byte & 0x7f);
        if (group << shift) >> shift != group || (shift > 0 && byte == 0) {
            return Err(Leb128Error::Bad);
        }
        value |= group << shift;
        if byte & 0x80 == 0 {
            return Ok(value);
        }
    }
    Err(Leb128Error::Bad)
}

/// CRC-32 (IEEE 802.3, the one of zip and PNG), bit by bit: codes are short.
pub(crate) fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &b in bytes {
        crc ^= u32::from(b);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

const BASE64URL: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// `bytes` in base64url without padding (`=` has no place in a link).
pub(crate) fn base64url(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &b)| n | u32::from(b) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            out.push(BASE64URL[(n >> (18 - 6 * i)) as usize & 63] as char);
        }
    }
    out
}

fn sextet(c: u8) -> Option<u8> {
    match c {
        b'A'..=b'Z' => Some(c - b'A'),
        b'a'..=b'z' => Some(c - b'a' + 26),
        b'0'..=b'9' => Some(c - b'0' + 52),
        b'-' => Some(62),
        b'_' => Some(63),
        _ => None,
    }
}

/// Base64url text read back: the bytes, and whether the bits left over in the last
/// character were zero (as written).
#[derive(Debug)]
pub(crate) struct Unbased {
    pub bytes: Vec<u8>,
    pub clean: bool,
}

/// Reads base64url without padding: a character outside the alphabet is
/// [`CodeError::NotACode`], a last group of one character (which cannot hold a byte: the
/// text was cut) [`CodeError::Truncated`].
pub(crate) fn unbase64url(text: &str) -> Result<Unbased, CodeError> {
    let sextets = text
        .bytes()
        .map(sextet)
        .collect::<Option<Vec<u8>>>()
        .ok_or(CodeError::NotACode)?;
    if sextets.len() % 4 == 1 {
        return Err(CodeError::Truncated);
    }
    let mut out = Unbased {
        bytes: Vec::with_capacity(sextets.len() * 3 / 4),
        clean: true,
    };
    for chunk in sextets.chunks(4) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &s)| n | u32::from(s) << (18 - 6 * i));
        let bytes = chunk.len() - 1;
        out.bytes
            .extend((0..bytes).map(|i| (n >> (16 - 8 * i)) as u8));
        out.clean &= n & ((1 << (24 - 8 * bytes)) - 1) == 0;
    }
    Ok(out)
}

/// Writes bits most significant first into bytes; the last byte is filled with zeros.
#[derive(Default, Debug)]
pub(crate) struct BitWriter {
    bytes: Vec<u8>,
    len: usize,
}

impl BitWriter {
    /// The low `width` bits of `value` (`width` at most 32).
    pub fn put(&mut self, value: u32, width: u32) {
        debug_assert!(width <= 32 && (width == 32 || value >> width == 0));
        for i in (0..width).rev() {
            if self.len.is_multiple_of(8) {
                self.bytes.push(0);
            }
            if (value >> i) & 1 == 1 {
                *self.bytes.last_mut().expect("pushed above") |= 0x80 >> (self.len % 8);
            }
            self.len += 1;
        }
    }

    /// One bit.
    pub fn flag(&mut self, on: bool) {
        self.put(u32::from(on), 1);
    }

    /// `index`, one of `n` choices, in [`width_for`]`(n)` bits.
    pub fn index(&mut self, index: usize, n: usize) {
        debug_assert!(index < n);
        self.put(index as u32, width_for(n));
    }

    /// A number as LEB128, 8 bits a group.
    pub fn varint(&mut self, value: u64) {
        for b in leb128(value) {
            self.put(u32::from(b), 8);
        }
    }

    /// A string: its length in bytes, then its UTF-8 bytes.
    pub fn text(&mut self, s: &str) {
        self.varint(s.len() as u64);
        for &b in s.as_bytes() {
            self.put(u32::from(b), 8);
        }
    }

    /// Whole bytes, as they are (keys, hashes, signatures).
    pub fn raw(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.put(u32::from(b), 8);
        }
    }

    /// The bytes written.
    pub fn finish(self) -> Vec<u8> {
        self.bytes
    }
}

/// Reads what a [`BitWriter`] wrote. Anything out of place is [`CodeError::Damaged`].
#[derive(Debug)]
pub(crate) struct BitReader<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl<'a> BitReader<'a> {
    /// A reader at the first bit of `bytes`.
    pub fn new(bytes: &'a [u8]) -> BitReader<'a> {
        BitReader { bytes, pos: 0 }
    }

    fn left(&self) -> usize {
        self.bytes.len() * 8 - self.pos
    }

    /// `width` bits (at most 32) as a number.
    pub fn get(&mut self, width: u32) -> Result<u32, CodeError> {
        if (width as usize) > self.left() {
            return Err(CodeError::Damaged);
        }
        let mut value = 0u32;
        for _ in 0..width {
            let bit = (self.bytes[self.pos / 8] >> (7 - self.pos % 8)) & 1;
            value = (value << 1) | u32::from(bit);
            self.pos += 1;
        }
        Ok(value)
    }

    /// One bit.
    pub fn flag(&mut self) -> Result<bool, CodeError> {
        self.get(1).map(|b| b == 1)
    }

    /// An index below `n` written by [`BitWriter::index`].
    pub fn index(&mut self, n: usize) -> Result<usize, CodeError> {
        let i = self.get(width_for(n))? as usize;
        if i < n {
            Ok(i)
        } else {
            Err(CodeError::Damaged)
        }
    }

    /// A LEB128 number.
    pub fn varint(&mut self) -> Result<u64, CodeError> {
        read_leb128(|| self.get(8).ok().map(|b| b as u8)).map_err(|_| CodeError::Damaged)
    }

    /// A string written by [`BitWriter::text`].
    pub fn text(&mut self) -> Result<String, CodeError> {
        let len = self.varint()?;
        // checked before reading so a damaged length allocates nothing
        if len > (self.left() / 8) as u64 {
            return Err(CodeError::Damaged);
        }
        let bytes = (0..len)
            .map(|_| self.get(8).map(|b| b as u8))
            .collect::<Result<Vec<u8>, _>>()?;
        String::from_utf8(bytes).map_err(|_| CodeError::Damaged)
    }

    /// `N` whole bytes written by [`BitWriter::raw`].
    pub fn raw<const N: usize>(&mut self) -> Result<[u8; N], CodeError> {
        let mut out = [0u8; N];
        for b in &mut out {
            *b = self.get(8)? as u8;
        }
        Ok(out)
    }

    /// Ends reading: only the zero bits that fill the last byte may be left.
    pub fn finish(mut self) -> Result<(), CodeError> {
        let rest = self.left();
        if rest < 8 && self.get(rest as u32)? == 0 {
            Ok(())
        } else {
            Err(CodeError::Damaged)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn widths() {
        let cases = [
            (0, 0),
            (1, 0),
            (2, 1),
            (3, 2),
            (4, 2),
            (5, 3),
            (12, 4),
            (13, 4),
        ];
        for (n, w) in cases {
            assert_eq!(width_for(n), w, "{n}");
        }
        assert_eq!(width_for(17), 5);
    }

    #[test]
    fn bits_come_back_in_order() {
        let mut w = BitWriter::default();
        w.put(0b101, 3);
        w.flag(true);
        w.index(11, 12);
        w.varint(300);
        w.text("Chloé");
        w.put(0xDEAD_BEEF, 32);
        w.index(0, 1);
        let bytes = w.finish();
        assert_eq!(bytes[0], 0b1011_1011, "most significant bit first");
        let mut r = BitReader::new(&bytes);
        assert_eq!(r.get(3), Ok(0b101));
        assert_eq!(r.flag(), Ok(true));
        assert_eq!(r.index(12), Ok(11));
        assert_eq!(r.varint(), Ok(300));
        assert_eq!(r.text().as_deref(), Ok("Chloé"));
        assert_eq!(r.get(32), Ok(0xDEAD_BEEF));
        assert_eq!(r.index(1), Ok(0));
        assert_eq!(r.finish(), Ok(()));
    }

    #[test]
    fn readers_refuse_what_a_writer_never_writes() {
        let mut r = BitReader::new(&[0b1111_0000]);
        assert_eq!(r.index(12), Err(CodeError::Damaged), "15 is not below 12");
        assert_eq!(BitReader::new(&[0xff]).get(9), Err(CodeError::Damaged));
        let mut r = BitReader::new(&[0b1000_0001]);
        r.flag().unwrap();
        assert_eq!(r.finish(), Err(CodeError::Damaged), "padding not zero");
        assert_eq!(BitReader::new(&[0, 0]).finish(), Err(CodeError::Damaged));
        assert_eq!(BitReader::new(&[]).finish(), Ok(()));
        // a string longer than what is left, and bad UTF-8
        assert_eq!(BitReader::new(&[5, b'a']).text(), Err(CodeError::Damaged));
        assert_eq!(BitReader::new(&[1, 0xff]).text(), Err(CodeError::Damaged));
        assert_eq!(BitReader::new(&[0x80]).varint(), Err(CodeError::Damaged));
    }

    #[test]
    fn leb128_numbers() {
        let cases: [(u64, &[u8]); 5] = [
            (0, &[0]),
            (127, &[0x7f]),
            (128, &[0x80, 0x01]),
            (624_485, &[0xe5, 0x8e, 0x26]),
            (
                u64::MAX,
                &[0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01],
            ),
        ];
        for (value, bytes) in cases {
            assert_eq!(leb128(value), bytes);
            let mut it = bytes.iter().copied();
            assert_eq!(read_leb128(|| it.next()), Ok(value));
        }
        let read = |bytes: &[u8]| {
            let mut it = bytes.iter().copied();
            read_leb128(|| it.next())
        };
        assert_eq!(read(&[0x80]), Err(Leb128Error::End));
        assert_eq!(
            read(&[0x80, 0x00]),
            Err(Leb128Error::Bad),
            "not the shortest"
        );
        assert_eq!(
            read(&[0xff; 9].iter().chain(&[0x02]).copied().collect::<Vec<_>>()),
            Err(Leb128Error::Bad),
            "past 64 bits"
        );
        assert_eq!(read(&[0x80; 11]), Err(Leb128Error::Bad));
    }

    #[test]
    fn crc32_check_value() {
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
        assert_eq!(crc32(b""), 0);
        assert_eq!(crc32(b"a"), 0xE8B7_BE43);
    }

    #[test]
    fn base64url_vectors() {
        let cases: [(&[u8], &str); 8] = [
            (b"", ""),
            (b"f", "Zg"),
            (b"fo", "Zm8"),
            (b"foo", "Zm9v"),
            (b"foob", "Zm9vYg"),
            (b"fooba", "Zm9vYmE"),
            (b"foobar", "Zm9vYmFy"),
            (&[0xfb, 0xff, 0xbf], "-_-_"),
        ];
        for (bytes, text) in cases {
            assert_eq!(base64url(bytes), text);
            let back = unbase64url(text).unwrap();
            assert_eq!((back.bytes.as_slice(), back.clean), (bytes, true));
        }
        assert!(!unbase64url("Zh").unwrap().clean, "left-over bits set");
        assert_eq!(unbase64url("Zm9vY").unwrap_err(), CodeError::Truncated);
        assert_eq!(unbase64url("Zm9v+").unwrap_err(), CodeError::NotACode);
        assert_eq!(unbase64url("Zm9v=").unwrap_err(), CodeError::NotACode);
        assert_eq!(unbase64url("Zé").unwrap_err(), CodeError::NotACode);
    }
}
