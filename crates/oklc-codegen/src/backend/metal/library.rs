//! The C++ standard library names a kernel may use, as the Metal Shading Language spells
//! them. Metal has no `std`, but its `metal` namespace declares counterparts of some of it
//! (Metal Shading Language Specification: `metal::numeric_limits`, `metal::array`, the common
//! and integer functions, the fixed-width integer types): `std::X` is printed as `metal::X`,
//! or bare for the types Metal declares at global scope. Other `std` names have no Metal
//! counterpart and are an error at their OKL line ([`super::unsupported`]).

/// `std` names the `metal` namespace declares alike.
const IN_METAL: &[&str] = &[
    "abs",
    "array",
    "clamp",
    "int16_t",
    "int32_t",
    "int64_t",
    "int8_t",
    "max",
    "min",
    "numeric_limits",
    "uint16_t",
    "uint32_t",
    "uint64_t",
    "uint8_t",
];

/// `std` types that are Metal's builtin types.
const BUILTIN: &[&str] = &["ptrdiff_t", "size_t"];

/// `text` (a name or type as the source wrote it, `std::min<float>`,
/// `std::array<std::array<float, 2>, 3>`) with each `std::X` Metal has respelt; `None` when
/// nothing changes.
pub fn respell(text: &str) -> Option<String> {
    if !text.contains("std::") {
        return None;
    }
    let mut out = String::with_capacity(text.len() + 8);
    let mut changed = false;
    let mut rest = text;
    while let Some((before, name, after)) = next_std_name(rest) {
        out.push_str(before);
        if IN_METAL.contains(&name) {
            out.push_str("metal::");
            changed = true;
        } else if BUILTIN.contains(&name) {
            changed = true;
        } else {
            out.push_str("std::");
        }
        out.push_str(name);
        rest = after;
    }
    out.push_str(rest);
    changed.then_some(out)
}

/// The first `std` name in `text` that Metal has no counterpart of.
pub fn missing(text: &str) -> Option<&str> {
    let mut rest = text;
    while let Some((_, name, after)) = next_std_name(rest) {
        if !IN_METAL.contains(&name) && !BUILTIN.contains(&name) {
            return Some(name);
        }
        rest = after;
    }
    None
}

/// The text before the next `std::X` of `text` (a whole word, not inside another qualified
/// name), `X`, and the text after `X`.
fn next_std_name(text: &str) -> Option<(&str, &str, &str)> {
    let mut from = 0;
    loop {
        let at = from + text.get(from..)?.find("std::")?;
        let before = &text[..at];
        // `::std::X` is the global `std`; `lib::std::X` and `mystd::X` are other names.
        let word = |c: char| c.is_alphanumeric() || c == '_' || c == '>';
        let qualified = match before.strip_suffix("::") {
            Some(scope) => scope.ends_with(word),
            None => before.ends_with(word),
        };
        let start = at + "std::".len();
        let len = text[start..].find(|c: char| !(c.is_alphanumeric() || c == '_'));
        let end = start + len.unwrap_or(text.len() - start);
        if !qualified && end > start {
            return Some((before, &text[start..end], &text[end..]));
        }
        from = start;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_metal_declares_take_its_namespace_everywhere_in_a_type() {
        assert_eq!(respell("std::min<float>").as_deref(), Some("metal::min<float>"));
        assert_eq!(
            respell("std::array<std::array<float, 2>, 3>").as_deref(),
            Some("metal::array<metal::array<float, 2>, 3>")
        );
        assert_eq!(
            respell("std::numeric_limits<float>::max").as_deref(),
            Some("metal::numeric_limits<float>::max")
        );
        assert_eq!(respell("std::size_t").as_deref(), Some("size_t"));
        assert_eq!(respell("::std::int64_t").as_deref(), Some("::metal::int64_t"));
    }

    #[test]
    fn other_names_are_kept_and_reported() {
        assert_eq!(respell("min"), None);
        assert_eq!(respell("mystd::min"), None);
        assert_eq!(respell("lib::std::min"), None);
        assert_eq!(respell("std::pair<int, float>"), None);
        assert_eq!(missing("std::pair<std::size_t, float>"), Some("pair"));
        assert_eq!(missing("std::array<std::size_t, 2>"), None);
        assert_eq!(missing("mystd::pair"), None);
    }
}
