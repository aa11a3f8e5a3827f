//! The values of character and string literals as C++ spells them: encoding prefixes
//! (`u8`, `u`, `U`, `L`), raw strings (`R"d(...)d"`), adjacent literals joined, and escapes
//! (simple, octal, `\x`, `\u`, `\U`). Literals keep their spelling in the IR; dialects whose
//! language lacks a spelling (OpenCL C has no prefixes and no raw strings) print the value.

/// A literal's encoding prefix, which fixes the type of its code units.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Encoding {
    /// No prefix: `char`.
    Narrow,
    /// `u8`: UTF-8 code units (`char` in C++17).
    Utf8,
    /// `u`: `char16_t`.
    Utf16,
    /// `U`: `char32_t`.
    Utf32,
    /// `L`: `wchar_t`.
    Wide,
}

/// A decoded literal: its encoding, whether any part was a raw string or had a prefix, and its
/// code units.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decoded {
    pub encoding: Encoding,
    pub raw: bool,
    pub prefixed: bool,
    pub units: Vec<Unit>,
}

/// One character of a literal: a code point written as a character or a `\u`/`\U` name, or
/// the value of a numeric escape (`\xFF`, `\377`), which is one code unit as written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unit {
    pub value: u32,
    pub numeric: bool,
}

impl Decoded {
    /// The values of the units.
    pub fn values(&self) -> Vec<u32> {
        self.units.iter().map(|u| u.value).collect()
    }
}

/// Decodes a string literal, or several adjacent ones separated by whitespace as the parser
/// joins them (`u8"a" "b"`); `None` for a spelling that is not one, or adjacent literals of
/// two different prefixes.
pub fn decode_string(text: &str) -> Option<Decoded> {
    let mut rest = text.trim();
    let mut out =
        Decoded { encoding: Encoding::Narrow, raw: false, prefixed: false, units: Vec::new() };
    while !rest.is_empty() {
        let (encoding, after) = prefix(rest);
        if encoding != Encoding::Narrow {
            if out.prefixed && out.encoding != encoding {
                return None;
            }
            out.encoding = encoding;
            out.prefixed = true;
        }
        let (raw, after) = match after.strip_prefix('R') {
            Some(a) => (true, a),
            None => (false, after),
        };
        let body = after.strip_prefix('"')?;
        let end = if raw {
            let open = body.find('(')?;
            let delimiter = &body[..open];
            let close = format!("){delimiter}\"");
            let content = &body[open + 1..];
            let stop = content.find(&close)?;
            out.units.extend(
                content[..stop].chars().map(|c| Unit { value: u32::from(c), numeric: false }),
            );
            out.raw = true;
            open + 1 + stop + close.len()
        } else {
            let stop = closing_quote(body, '"')?;
            decode_escapes(&body[..stop], &mut out.units)?;
            stop + 1
        };
        rest = body[end..].trim_start();
    }
    Some(out)
}

/// Decodes a character literal (`'a'`, `L'\t'`, `U'\U0001F600'`); `None` for a spelling that
/// is not one or holds more than one character.
pub fn decode_char(text: &str) -> Option<Decoded> {
    let (encoding, after) = prefix(text.trim());
    let body = after.strip_prefix('\'')?;
    let stop = closing_quote(body, '\'')?;
    if stop + 1 != body.len() {
        return None;
    }
    let mut units = Vec::new();
    decode_escapes(&body[..stop], &mut units)?;
    (units.len() == 1).then_some(Decoded {
        encoding,
        raw: false,
        prefixed: encoding != Encoding::Narrow,
        units,
    })
}

fn prefix(text: &str) -> (Encoding, &str) {
    for (p, e) in [
        ("u8", Encoding::Utf8),
        ("u", Encoding::Utf16),
        ("U", Encoding::Utf32),
        ("L", Encoding::Wide),
    ] {
        if let Some(rest) = text.strip_prefix(p)
            && rest.starts_with(['"', '\'', 'R'])
        {
            return (e, rest);
        }
    }
    (Encoding::Narrow, text)
}

/// The byte offset of the unescaped `quote` that ends `body`.
fn closing_quote(body: &str, quote: char) -> Option<usize> {
    let mut escaped = false;
    for (k, c) in body.char_indices() {
        match c {
            _ if escaped => escaped = false,
            '\\' => escaped = true,
            c if c == quote => return Some(k),
            _ => {}
        }
    }
    None
}

/// Appends the values of the characters and escapes of a non-raw literal's body.
fn decode_escapes(body: &str, out: &mut Vec<Unit>) -> Option<()> {
    let mut chars = body.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(Unit { value: u32::from(c), numeric: false });
            continue;
        }
        let e = chars.next()?;
        let numeric = matches!(e, '0'..='7' | 'x');
        let value = match e {
            'n' => 10,
            't' => 9,
            'r' => 13,
            'a' => 7,
            'b' => 8,
            'f' => 12,
            'v' => 11,
            '0'..='7' => {
                let mut v = e.to_digit(8)?;
                for _ in 0..2 {
                    match chars.peek().and_then(|c| c.to_digit(8)) {
                        Some(d) => {
                            v = v * 8 + d;
                            chars.next();
                        }
                        None => break,
                    }
                }
                v
            }
            'x' | 'u' | 'U' => {
                let most = match e {
                    'u' => 4,
                    'U' => 8,
                    _ => 8,
                };
                let mut v = 0u32;
                let mut digits = 0;
                while digits < most {
                    match chars.peek().and_then(|c| c.to_digit(16)) {
                        Some(d) => {
                            v = v.checked_mul(16)?.checked_add(d)?;
                            digits += 1;
                            chars.next();
                        }
                        None => break,
                    }
                }
                if digits == 0 || (e != 'x' && digits != most) {
                    return None;
                }
                v
            }
            other => u32::from(other),
        };
        out.push(Unit { value, numeric });
    }
    Some(())
}

/// The bytes a narrow or `u8` literal stores: characters in UTF-8 (the execution character
/// set of gcc and clang), numeric escapes as the one byte they name.
pub fn utf8_units(d: &Decoded) -> Vec<u8> {
    let mut out = Vec::with_capacity(d.units.len());
    for u in &d.units {
        match char::from_u32(u.value) {
            Some(c) if !u.numeric => {
                let mut buf = [0u8; 4];
                out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
            }
            _ => out.push(u.value as u8),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strings_decode_prefixes_raw_and_escapes() {
        let d = decode_string(r#"u8"h\u00e9llo""#).unwrap();
        assert_eq!(d.encoding, Encoding::Utf8);
        assert_eq!(utf8_units(&d), "héllo".as_bytes());
        let raw = decode_string(r#"R"xy(a\nb"c)xy""#).unwrap();
        assert!(raw.raw);
        assert_eq!(utf8_units(&raw), br#"a\nb"c"#);
        let joined = decode_string(r#""a\x41" u8"\101\n""#).unwrap();
        assert_eq!(utf8_units(&joined), b"aAA\n");
        assert_eq!(utf8_units(&decode_string(r#""\xe9é""#).unwrap()), b"\xe9\xc3\xa9");
        assert_eq!(decode_string(r#"L"w""#).unwrap().encoding, Encoding::Wide);
        assert!(decode_string(r#"u"a" U"b""#).is_none());
        assert!(decode_string(r#""open"#).is_none());
    }

    #[test]
    fn characters_decode_to_one_value() {
        assert_eq!(decode_char(r"L'\t'").unwrap().values(), [9]);
        assert_eq!(decode_char(r"u'\u00e9'").unwrap().values(), [0xE9]);
        assert_eq!(decode_char(r"U'\U0001F600'").unwrap().values(), [0x1F600]);
        assert_eq!(decode_char(r"u8'a'").unwrap().encoding, Encoding::Utf8);
        assert_eq!(decode_char(r"'\''").unwrap().values(), [39]);
        assert_eq!(decode_char(r"'\101'").unwrap().values(), [65]);
        assert!(decode_char("'ab'").is_none());
        assert!(decode_char(r"'\u12'").is_none());
    }
}
