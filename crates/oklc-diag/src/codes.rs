//! The registry of diagnostic codes.
//!
//! Each stage owns one file under `codes/` and one numeric range, so stages can add codes
//! without touching each other's lists. A code's doc comment is its `oklc explain` text; the
//! first line of that text is the title used in `docs/diagnostics.md`. Codes are never reused.
//! Every code also has a minimal example and its fix in `codes/examples.rs`.
//!
//! | range       | stage          |
//! |-------------|----------------|
//! | 0001–0099   | lexer          |
//! | 0100–0199   | preprocessor   |
//! | 0200–0299   | parser         |
//! | 0300–0499   | semantics      |
//! | 0500–0599   | IR passes      |
//! | 0600–0699   | code generation|
//! | 0700–0799   | lint analyses  |
//! | 0800–0899   | normalize      |
//! | 0900–0999   | driver and I/O |

use std::fmt;

/// A stable diagnostic code, printed as `OKLnnnn`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Code(pub u16);

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "OKL{:04}", self.0)
    }
}

impl Code {
    /// Parses `OKL0123` (case-insensitive prefix, the prefix may be omitted).
    pub fn parse(text: &str) -> Option<Code> {
        let digits = text.strip_prefix("OKL").or_else(|| text.strip_prefix("okl")).unwrap_or(text);
        if digits.is_empty() || digits.len() > 4 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        digits.parse().ok().map(Code)
    }

    /// The anchor of this code's entry in `docs/diagnostics.md`, e.g. `okl0700`.
    pub fn doc_anchor(self) -> String {
        self.to_string().to_ascii_lowercase()
    }

    /// The registry entry of this code.
    pub fn info(self) -> Option<&'static CodeInfo> {
        all().find(|info| info.code == self)
    }

    /// The minimal example of this code and its fix.
    pub fn example(self) -> Option<&'static examples::Example> {
        examples::of(self)
    }
}

/// Documentation of one code.
#[derive(Debug)]
pub struct CodeInfo {
    pub code: Code,
    /// The constant's name, e.g. `UNTERMINATED_COMMENT`.
    pub name: &'static str,
    /// The explanation shown by `oklc explain`; its first line is the title.
    pub explanation: &'static str,
}

impl CodeInfo {
    pub fn title(&self) -> &'static str {
        self.explanation.lines().next().unwrap_or("").trim()
    }
}

/// Declares codes: `/// doc` lines become the explanation, the constant the public name.
macro_rules! define_codes {
    ($table:ident; $( $(#[doc = $doc:literal])+ $name:ident = $num:literal; )*) => {
        $( $(#[doc = $doc])+ pub const $name: $crate::codes::Code = $crate::codes::Code($num); )*
        pub(crate) const $table: &[$crate::codes::CodeInfo] = &[
            $( $crate::codes::CodeInfo {
                code: $crate::codes::Code($num),
                name: stringify!($name),
                explanation: concat!($($doc, "\n"),+),
            }, )*
        ];
    };
}

pub mod codegen;
pub mod driver;
pub mod examples;
pub mod lex;
pub mod lint;
pub mod normalize;
pub mod parse;
pub mod passes;
pub mod pp;
pub mod sema;

/// Every registered code with the range its stage owns.
const STAGES: &[(&str, &[CodeInfo], std::ops::RangeInclusive<u16>)] = &[
    ("lex", lex::TABLE, 1..=99),
    ("pp", pp::TABLE, 100..=199),
    ("parse", parse::TABLE, 200..=299),
    ("sema", sema::TABLE, 300..=499),
    ("passes", passes::TABLE, 500..=599),
    ("codegen", codegen::TABLE, 600..=699),
    ("lint", lint::TABLE, 700..=799),
    ("normalize", normalize::TABLE, 800..=899),
    ("driver", driver::TABLE, 900..=999),
];

/// All codes in numeric order of their stage tables.
pub fn all() -> impl Iterator<Item = &'static CodeInfo> {
    STAGES.iter().flat_map(|(_, table, _)| table.iter())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_unique_and_in_their_stage_range() {
        let mut seen = std::collections::BTreeSet::new();
        for (stage, table, range) in STAGES {
            for info in *table {
                assert!(
                    range.contains(&info.code.0),
                    "{} ({}) outside the {stage} range",
                    info.code,
                    info.name
                );
                assert!(seen.insert(info.code), "{} registered twice", info.code);
                assert!(!info.title().is_empty(), "{} has no title", info.code);
            }
        }
    }

    #[test]
    fn code_round_trips_through_text() {
        assert_eq!(Code(7).to_string(), "OKL0007");
        assert_eq!(Code::parse("OKL0007"), Some(Code(7)));
        assert_eq!(Code::parse("0007"), Some(Code(7)));
        assert_eq!(Code::parse("OKLx"), None);
        assert_eq!(Code::parse("OKL12345"), None);
    }
}
