//! Warning control: what the command line (`-w`, `-Werror`, `-Wno-OKLnnnn`,
//! `-Werror=OKLnnnn`) and `#pragma okl diagnostic` lines make of each warning.

use oklc_span::FileId;

use crate::Code;

/// What becomes of a warning.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WarningLevel {
    /// Not reported (`-w`, `-Wno-OKLnnnn`, `#pragma okl diagnostic ignored`).
    Ignored,
    Warning,
    /// Reported as an error (`-Werror`, `-Werror=OKLnnnn`).
    Error,
}

impl WarningLevel {
    /// The level a `#pragma okl diagnostic` action names (`ignored`, `warning`, `error`).
    pub fn from_pragma(word: &str) -> Option<WarningLevel> {
        match word {
            "ignored" => Some(WarningLevel::Ignored),
            "warning" => Some(WarningLevel::Warning),
            "error" => Some(WarningLevel::Error),
            _ => None,
        }
    }
}

/// The warning options of a command line.
///
/// A rule for one code wins over `-w` and `-Werror`, whatever their order (gcc's
/// `-Werror -Wno-error=X`); between rules of the same reach, the last one given wins.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct WarningPolicy {
    /// `-w` ([`WarningLevel::Ignored`]) or `-Werror` ([`WarningLevel::Error`]), the last given.
    pub all: Option<WarningLevel>,
    /// `-Wno-OKLnnnn`, `-Werror=OKLnnnn` and `-Wno-error=OKLnnnn`, in command-line order.
    pub codes: Vec<(Code, WarningLevel)>,
}

impl WarningPolicy {
    /// The level of a warning with `code`.
    pub fn level(&self, code: Code) -> WarningLevel {
        self.codes
            .iter()
            .rev()
            .find(|(c, _)| *c == code)
            .map(|(_, level)| *level)
            .or(self.all)
            .unwrap_or(WarningLevel::Warning)
    }

    /// Whether every warning is reported as it is.
    pub fn is_default(&self) -> bool {
        self.all.is_none() && self.codes.is_empty()
    }
}

/// One `#pragma okl diagnostic` line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WarningPragma {
    pub file: FileId,
    /// The offset of the pragma in its file: it applies from there on.
    pub offset: u32,
    pub action: PragmaAction,
}

/// What a `#pragma okl diagnostic` line does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PragmaAction {
    /// `push`: remembers the current levels.
    Push,
    /// `pop`: restores the levels of the matching `push`.
    Pop,
    /// `ignored|warning|error "OKLnnnn"`.
    Set(Code, WarningLevel),
}

/// The level the pragmas before a position give `code`, if any: `pragmas` in the order the
/// compiler read them, up to that position.
pub fn pragma_level<'p>(
    pragmas: impl IntoIterator<Item = &'p WarningPragma>,
    code: Code,
) -> Option<WarningLevel> {
    let mut stack: Vec<Option<WarningLevel>> = Vec::new();
    let mut level = None;
    for pragma in pragmas {
        match pragma.action {
            PragmaAction::Push => stack.push(level),
            PragmaAction::Pop => level = stack.pop().unwrap_or(level),
            PragmaAction::Set(c, l) if c == code => level = Some(l),
            PragmaAction::Set(..) => {}
        }
    }
    level
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rule_for_one_code_wins_over_rules_for_all() {
        let (a, b) = (Code(330), Code(301));
        let policy = WarningPolicy {
            all: Some(WarningLevel::Error),
            codes: vec![(a, WarningLevel::Ignored), (a, WarningLevel::Warning)],
        };
        assert_eq!(policy.level(a), WarningLevel::Warning);
        assert_eq!(policy.level(b), WarningLevel::Error);
        assert_eq!(WarningPolicy::default().level(b), WarningLevel::Warning);
    }

    #[test]
    fn pragmas_push_and_pop_levels() {
        let code = Code(330);
        let at = |offset, action| WarningPragma { file: FileId(0), offset, action };
        let pragmas = [
            at(0, PragmaAction::Set(code, WarningLevel::Error)),
            at(1, PragmaAction::Push),
            at(2, PragmaAction::Set(code, WarningLevel::Ignored)),
            at(3, PragmaAction::Set(Code(1), WarningLevel::Warning)),
            at(4, PragmaAction::Pop),
        ];
        assert_eq!(pragma_level(&pragmas[..1], Code(1)), None);
        assert_eq!(pragma_level(&pragmas[..4], code), Some(WarningLevel::Ignored));
        assert_eq!(pragma_level(&pragmas, code), Some(WarningLevel::Error));
        assert_eq!(pragma_level(&pragmas, Code(1)), None);
    }
}
