//! The parser's error type: where the furthest failure happened and what would have been
//! accepted there, as a fixed-size bit set.
//!
//! Chumsky records an error for every alternative that fails, and a C++ grammar fails a lot of
//! alternatives on the way to the right one. `Rich` answers each with a boxed reason and a
//! vector of patterns that it de-duplicates by linear search; that bookkeeping was a third of
//! the parse time. Here a failure is a span, a handful of bits and an optional static message,
//! so recording and merging one costs a few instructions and never allocates. The token found
//! is not stored: it is the input token at the span's start, which [`crate::parse`] looks up
//! when it turns errors into diagnostics.

use std::fmt;

use chumsky::DefaultExpected;
use chumsky::error::{Error, LabelError};
use chumsky::span::SimpleSpan;
use chumsky::util::MaybeRef;
use oklc_lex::{Keyword, TokKind};

use crate::state::In;
use crate::token::Tk;

/// A named class of inputs, for rules whose individual first tokens would be noise.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Label {
    Semi,
    CloseAngle,
    AttrArg,
    Attribute,
    Block,
    DeclSpecs,
    Declaration,
    Declarator,
    Expression,
    Identifier,
    Statement,
    TypeName,
    Type,
}

impl Label {
    const ALL: [Label; 13] = [
        Label::Semi,
        Label::CloseAngle,
        Label::AttrArg,
        Label::Attribute,
        Label::Block,
        Label::DeclSpecs,
        Label::Declaration,
        Label::Declarator,
        Label::Expression,
        Label::Identifier,
        Label::Statement,
        Label::TypeName,
        Label::Type,
    ];

    fn as_str(self) -> &'static str {
        match self {
            Label::Semi => "`;`",
            Label::CloseAngle => "`>`",
            Label::AttrArg => "attribute argument",
            Label::Attribute => "attribute",
            Label::Block => "block",
            Label::DeclSpecs => "declaration specifiers",
            Label::Declaration => "declaration",
            Label::Declarator => "declarator",
            Label::Expression => "expression",
            Label::Identifier => "identifier",
            Label::Statement => "statement",
            Label::TypeName => "type name",
            Label::Type => "type",
        }
    }
}

impl fmt::Display for Label {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Bit positions: punctuator kinds, then keywords, then the few special tokens and labels.
const KW_BASE: usize = 96;
const SPECIAL_BASE: usize = KW_BASE + 128;
const ATTR_LPAREN: usize = SPECIAL_BASE;
const NORM_END: usize = SPECIAL_BASE + 1;
const END_OF_INPUT: usize = SPECIAL_BASE + 2;
const LABEL_BASE: usize = SPECIAL_BASE + 3;
const BITS: usize = 256;

/// A set of expected inputs.
#[derive(Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Expected([u64; BITS / 64]);

impl Expected {
    fn insert(&mut self, bit: usize) {
        if bit < BITS {
            self.0[bit / 64] |= 1 << (bit % 64);
        }
    }

    fn contains(&self, bit: usize) -> bool {
        bit < BITS && self.0[bit / 64] & (1 << (bit % 64)) != 0
    }

    /// The set of the tokens `ts`.
    pub(crate) fn of_tokens(ts: &[Tk]) -> Expected {
        let mut set = Expected::default();
        for t in ts {
            set.insert_token(t);
        }
        set
    }

    fn union(self, other: Expected) -> Expected {
        let mut out = self;
        for (a, b) in out.0.iter_mut().zip(other.0) {
            *a |= b;
        }
        out
    }

    fn insert_token(&mut self, t: &Tk) {
        match t {
            Tk::P(k) => self.insert(*k as usize),
            Tk::Kw(k) => self.insert(KW_BASE + *k as usize),
            Tk::AttrLParen => self.insert(ATTR_LPAREN),
            Tk::NormEnd => self.insert(NORM_END),
            // The second half of `>>` only matters to the shift operator; the rest are matched
            // by `select!`, which reports no token.
            _ => {}
        }
    }

    /// The human spellings of the members, in a stable order.
    pub(crate) fn describe(&self) -> Vec<String> {
        let mut out = Vec::new();
        for k in TokKind::PUNCTUATORS {
            if self.contains(*k as usize) {
                out.push(k.to_string());
            }
        }
        for bit in KW_BASE..SPECIAL_BASE {
            if self.contains(bit)
                && let Some(k) = keyword_at(bit - KW_BASE)
            {
                out.push(format!("`{}`", k.as_str()));
            }
        }
        if self.contains(ATTR_LPAREN) {
            out.push("`(`".into());
        }
        if self.contains(NORM_END) {
            out.push("`]]`".into());
        }
        if self.contains(END_OF_INPUT) {
            out.push("end of file".into());
        }
        for (i, l) in Label::ALL.iter().enumerate() {
            if self.contains(LABEL_BASE + i) {
                out.push(l.to_string());
            }
        }
        out
    }
}

/// The keyword whose discriminant is `n`.
fn keyword_at(n: usize) -> Option<Keyword> {
    Keyword::ALL.get(n).copied()
}

/// A parse failure. Chumsky moves every failure through several layers (alternatives, labels,
/// recovery), so it is kept small: 48 bytes, token positions as `u32` and the message as a
/// thin reference.
#[derive(Clone, Copy, Debug)]
pub(crate) struct SynErr {
    start: u32,
    end: u32,
    pub(crate) expected: Expected,
    /// A message from a semantic check in the grammar (`expected type name`), which wins over
    /// the expected set.
    custom: Option<&'static &'static str>,
}

impl fmt::Debug for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.describe()).finish()
    }
}

/// What the grammar needs of its error type: the failures its primitives report. The grammar is
/// generic over it and built twice (`crate::parse::grammar`): with [`SynErr`], which records
/// what was expected, for diagnostics; and with [`NoErr`], which records nothing, for the first
/// pass over a file. Which alternatives succeed never depends on the error, so on input that
/// parses without errors both grammars build the same tree; only a file whose first pass fails
/// is parsed again to say why. Chumsky merges a failure at every failed alternative and moves
/// it through every layer above: with a zero-sized error that is 17% of all parse instructions.
pub(crate) trait GrammarError<'a>:
    Error<'a, In<'a>>
    + LabelError<'a, In<'a>, DefaultExpected<'a, Tk>>
    + LabelError<'a, In<'a>, Label>
    + Copy
    + 'a
{
    /// A failure with the message of a semantic check.
    fn custom(span: SimpleSpan, msg: &'static &'static str) -> Self;
    /// A failure where exactly `t` was expected.
    fn expected_token(t: &Tk, span: SimpleSpan) -> Self;
    /// A failure where one of `expected` was expected.
    fn expected_set(expected: Expected, span: SimpleSpan) -> Self;
    /// A failure where something of class `label` was expected.
    fn expected_label(label: Label, span: SimpleSpan) -> Self;
    /// A failure that adds nothing to what is expected (see [`crate::parse::guard`]).
    fn silent(span: SimpleSpan) -> Self;
}

impl SynErr {
    fn new(span: SimpleSpan, expected: Expected, custom: Option<&'static &'static str>) -> SynErr {
        // Token indices: a token vector with more than 4 G entries cannot be held in memory.
        SynErr { start: span.start as u32, end: span.end as u32, expected, custom }
    }

    /// The token range of the failure.
    pub(crate) fn span(&self) -> SimpleSpan {
        SimpleSpan::from(self.start as usize..self.end as usize)
    }

    /// The message of a semantic check, if the failure has one.
    pub(crate) fn message(&self) -> Option<&'static str> {
        self.custom.copied()
    }
}

impl<'a> GrammarError<'a> for SynErr {
    fn custom(span: SimpleSpan, msg: &'static &'static str) -> SynErr {
        SynErr::new(span, Expected::default(), Some(msg))
    }

    fn expected_token(t: &Tk, span: SimpleSpan) -> SynErr {
        let mut expected = Expected::default();
        expected.insert_token(t);
        SynErr::new(span, expected, None)
    }

    fn expected_set(expected: Expected, span: SimpleSpan) -> SynErr {
        SynErr::new(span, expected, None)
    }

    fn expected_label(label: Label, span: SimpleSpan) -> SynErr {
        let mut expected = Expected::default();
        expected.insert(LABEL_BASE + label as usize);
        SynErr::new(span, expected, None)
    }

    fn silent(span: SimpleSpan) -> SynErr {
        SynErr::new(span, Expected::default(), None)
    }
}

impl<'a> Error<'a, In<'a>> for SynErr {
    fn merge(self, other: SynErr) -> SynErr {
        SynErr {
            expected: self.expected.union(other.expected),
            custom: self.custom.or(other.custom),
            ..self
        }
    }
}

#[inline]
fn expected_of<'a>(e: DefaultExpected<'a, Tk>, set: &mut Expected) {
    match e {
        DefaultExpected::Token(t) => set.insert_token(&t),
        DefaultExpected::EndOfInput => set.insert(END_OF_INPUT),
        _ => {}
    }
}

impl<'a> LabelError<'a, In<'a>, DefaultExpected<'a, Tk>> for SynErr {
    fn expected_found<E: IntoIterator<Item = DefaultExpected<'a, Tk>>>(
        expected: E,
        _found: Option<MaybeRef<'a, Tk>>,
        span: SimpleSpan,
    ) -> SynErr {
        let mut set = Expected::default();
        for e in expected {
            expected_of(e, &mut set);
        }
        SynErr::new(span, set, None)
    }

    fn merge_expected_found<E: IntoIterator<Item = DefaultExpected<'a, Tk>>>(
        mut self,
        expected: E,
        _found: Option<MaybeRef<'a, Tk>>,
        _span: SimpleSpan,
    ) -> SynErr {
        for e in expected {
            expected_of(e, &mut self.expected);
        }
        self
    }

    fn replace_expected_found<E: IntoIterator<Item = DefaultExpected<'a, Tk>>>(
        self,
        expected: E,
        found: Option<MaybeRef<'a, Tk>>,
        span: SimpleSpan,
    ) -> SynErr {
        <SynErr as LabelError<'a, In<'a>, DefaultExpected<'a, Tk>>>::expected_found(
            expected, found, span,
        )
    }

    fn label_with(&mut self, label: DefaultExpected<'a, Tk>) {
        self.expected = Expected::default();
        expected_of(label, &mut self.expected);
    }
}

impl<'a> LabelError<'a, In<'a>, Label> for SynErr {
    fn expected_found<E: IntoIterator<Item = Label>>(
        expected: E,
        _found: Option<MaybeRef<'a, Tk>>,
        span: SimpleSpan,
    ) -> SynErr {
        let mut set = Expected::default();
        for l in expected {
            set.insert(LABEL_BASE + l as usize);
        }
        SynErr::new(span, set, None)
    }

    fn label_with(&mut self, label: Label) {
        // A custom message explains more than a label would.
        if self.custom.is_none() {
            self.expected = Expected::default();
            self.expected.insert(LABEL_BASE + label as usize);
        }
    }
}

/// The first pass's error: nothing is recorded, and chumsky skips its error bookkeeping for a
/// zero-sized error type.
#[derive(Clone, Copy, Debug)]
pub(crate) struct NoErr;

impl<'a> GrammarError<'a> for NoErr {
    #[inline(always)]
    fn custom(_: SimpleSpan, _: &'static &'static str) -> NoErr {
        NoErr
    }
    #[inline(always)]
    fn expected_token(_: &Tk, _: SimpleSpan) -> NoErr {
        NoErr
    }
    #[inline(always)]
    fn expected_set(_: Expected, _: SimpleSpan) -> NoErr {
        NoErr
    }
    #[inline(always)]
    fn expected_label(_: Label, _: SimpleSpan) -> NoErr {
        NoErr
    }
    #[inline(always)]
    fn silent(_: SimpleSpan) -> NoErr {
        NoErr
    }
}

impl<'a> Error<'a, In<'a>> for NoErr {
    #[inline(always)]
    fn merge(self, _: NoErr) -> NoErr {
        NoErr
    }
}

impl<'a, L> LabelError<'a, In<'a>, L> for NoErr {
    #[inline(always)]
    fn expected_found<E: IntoIterator<Item = L>>(
        _: E,
        _: Option<MaybeRef<'a, Tk>>,
        _: SimpleSpan,
    ) -> NoErr {
        NoErr
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_and_keyword_has_a_bit() {
        for k in TokKind::PUNCTUATORS {
            assert!((*k as usize) < KW_BASE, "{k:?}");
        }
        for (i, k) in Keyword::ALL.iter().enumerate() {
            assert_eq!(*k as usize, i);
            assert!((*k as usize) < SPECIAL_BASE - KW_BASE, "{k:?}");
        }
        assert!(LABEL_BASE + Label::ALL.len() <= BITS);
        for (i, l) in Label::ALL.iter().enumerate() {
            assert_eq!(*l as usize, i);
        }
    }

    #[test]
    fn sets_round_trip_to_spellings() {
        let mut s = Expected::default();
        s.insert_token(&Tk::P(TokKind::Semi));
        s.insert_token(&Tk::Kw(Keyword::Else));
        s.insert(LABEL_BASE + Label::Statement as usize);
        assert_eq!(s.describe(), vec!["`;`", "`else`", "statement"]);
    }
}
