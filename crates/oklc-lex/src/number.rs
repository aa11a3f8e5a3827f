//! Classification of preprocessing numbers into integer and floating literals.

/// What a valid numeric literal is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NumberKind {
    Int,
    Float,
}

const INT_SUFFIXES: &[&str] = &["", "u", "l", "ul", "lu", "ll", "ull", "llu", "z", "uz", "zu"];
const FLOAT_SUFFIXES: &[&str] = &["", "f", "l", "f16", "f32", "f64", "f128", "bf16"];

/// Decides whether a preprocessing number is an integer or a floating literal, or explains why
/// it is neither. Digit separators (`'`) are accepted between digits.
pub fn classify_number(text: &str) -> Result<NumberKind, &'static str> {
    let bytes = text.as_bytes();
    // Plain decimal integers are most numbers in kernels.
    if bytes.iter().all(u8::is_ascii_digit) {
        if bytes.len() > 1 && bytes[0] == b'0' && bytes.iter().any(|&b| b > b'7') {
            return Err("invalid digit in octal literal");
        }
        return Ok(NumberKind::Int);
    }
    if text.starts_with('\'') || text.ends_with('\'') || text.contains("''") {
        return Err("misplaced digit separator");
    }
    let clean;
    let text = if text.contains('\'') {
        clean = text.replace('\'', "");
        clean.as_str()
    } else {
        text
    };
    let lowered;
    let lower = if text.bytes().any(|b| b.is_ascii_uppercase()) {
        lowered = text.to_ascii_lowercase();
        lowered.as_str()
    } else {
        text
    };
    if let Some(body) = lower.strip_prefix("0x") {
        return hex(body);
    }
    if let Some(body) = lower.strip_prefix("0b") {
        let digits = body.trim_end_matches(|c: char| c.is_ascii_alphabetic() || c == '_');
        let suffix = &body[digits.len()..];
        if digits.is_empty() {
            return Err("binary literal has no digits");
        }
        if !digits.bytes().all(|b| b == b'0' || b == b'1') {
            return Err("invalid digit in binary literal");
        }
        return int_suffix(suffix);
    }
    decimal(lower)
}

fn int_suffix(suffix: &str) -> Result<NumberKind, &'static str> {
    if INT_SUFFIXES.contains(&suffix) {
        Ok(NumberKind::Int)
    } else if suffix.starts_with('_') {
        Err("user-defined literals are not supported")
    } else {
        Err("invalid suffix on integer literal")
    }
}

fn float_suffix(suffix: &str) -> Result<NumberKind, &'static str> {
    if FLOAT_SUFFIXES.contains(&suffix) {
        Ok(NumberKind::Float)
    } else if suffix.starts_with('_') {
        Err("user-defined literals are not supported")
    } else {
        Err("invalid suffix on floating literal")
    }
}

fn hex(body: &str) -> Result<NumberKind, &'static str> {
    let mantissa_len =
        body.find(|c: char| !(c.is_ascii_hexdigit() || c == '.')).unwrap_or(body.len());
    let mantissa = &body[..mantissa_len];
    let rest = &body[mantissa_len..];
    if mantissa.matches('.').count() > 1 {
        return Err("too many decimal points");
    }
    if mantissa.bytes().all(|b| b == b'.') {
        return Err("hexadecimal literal has no digits");
    }
    if let Some(exp) = rest.strip_prefix('p') {
        let exp = exp.strip_prefix(['+', '-']).unwrap_or(exp);
        let digits = exp.find(|c: char| !c.is_ascii_digit()).unwrap_or(exp.len());
        if digits == 0 {
            return Err("hexadecimal float exponent has no digits");
        }
        return float_suffix(&exp[digits..]);
    }
    if mantissa.contains('.') {
        return Err("hexadecimal float needs a `p` exponent");
    }
    // Hex digits include `f`, so a float suffix is impossible here; what follows is an int suffix.
    int_suffix(rest)
}

fn decimal(text: &str) -> Result<NumberKind, &'static str> {
    let mantissa_len = text.find(|c: char| !(c.is_ascii_digit() || c == '.')).unwrap_or(text.len());
    let mantissa = &text[..mantissa_len];
    let mut rest = &text[mantissa_len..];
    if mantissa.matches('.').count() > 1 {
        return Err("too many decimal points");
    }
    let mut is_float = mantissa.contains('.');
    if let Some(exp) = rest.strip_prefix('e') {
        let exp = exp.strip_prefix(['+', '-']).unwrap_or(exp);
        let digits = exp.find(|c: char| !c.is_ascii_digit()).unwrap_or(exp.len());
        if digits == 0 {
            return Err("exponent has no digits");
        }
        rest = &exp[digits..];
        is_float = true;
    }
    if is_float {
        return float_suffix(rest);
    }
    if mantissa.len() > 1
        && mantissa.starts_with('0')
        && !mantissa.bytes().all(|b| (b'0'..=b'7').contains(&b))
    {
        return Err("invalid digit in octal literal");
    }
    int_suffix(rest)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accepts_every_literal_form() {
        for int in [
            "0",
            "42",
            "0777",
            "0x1F",
            "0XffUL",
            "0b1010",
            "1'000'000",
            "10u",
            "10LL",
            "10ull",
            "7llu",
            "3z",
            "3uz",
        ] {
            assert_eq!(classify_number(int), Ok(NumberKind::Int), "{int}");
        }
        for float in [
            "1.0",
            ".5",
            "1.",
            "1e10",
            "1E-3",
            "2.5f",
            "2.5F",
            "1e+5L",
            "0x1p3",
            "0x1.8p-2f",
            "0x.8p1",
            "1'0.5",
            "1.5f16",
        ] {
            assert_eq!(classify_number(float), Ok(NumberKind::Float), "{float}");
        }
    }

    #[test]
    fn rejects_malformed_literals() {
        for bad in [
            "0x", "0b", "0b12", "08", "1e", "1e+", "1.2.3", "0x1.8", "1.0fx", "12abc", "1_km",
            "1''0", "0xp3",
        ] {
            assert!(classify_number(bad).is_err(), "{bad}");
        }
    }
}
