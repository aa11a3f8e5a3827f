//! oklc's device subset of the C++ standard library: `std::pair`, `std::array`,
//! `std::complex`, `std::swap`, `std::min` and the like, written in OKL/C++ in the reserved
//! namespace `_occa_std` (the `.hpp` files next to this module). A target lists in the backend
//! registry ([`oklc_target::BackendInfo::device_std`]) the names its device code cannot take
//! from the real library; when the preprocessed file names one of them (`std::pair`), the
//! sections that define them are preprocessed, put in front of the file's tokens, and each
//! such `std::` becomes `_occa_std::`. From there the subset is ordinary code: the backend
//! prints it like the user's (CUDA and HIP with `__host__ __device__`, Metal as MSL), and
//! OpenCL C's lowering instantiates its templates and members like any other.

use oklc_lex::{TokKind, Token};
use oklc_span::{FileOrigin, SourceDb};
use oklc_target::Backend;

/// The file name diagnostics give the subset's text.
const FILE_NAME: &str = "<oklc device std>";

/// One piece of the subset: the `std` names it defines and its text.
struct Section {
    names: &'static [&'static str],
    text: &'static str,
}

/// Every section, in the order they are put in front of the file.
const SECTIONS: &[Section] = &[
    Section { names: &["exchange", "swap"], text: include_str!("utility.hpp") },
    Section { names: &["clamp", "max", "min"], text: include_str!("algorithm.hpp") },
    Section { names: &["numeric_limits"], text: include_str!("limits.hpp") },
    Section { names: &["array", "tuple_size", "tuple_size_v"], text: include_str!("array.hpp") },
    Section { names: &["make_pair", "pair"], text: include_str!("pair.hpp") },
    Section {
        names: &["complex", "conj", "imag", "norm", "real"],
        text: include_str!("complex.hpp"),
    },
];

/// Puts the sections `tokens` (a preprocessed file) needs on `backend` in front of them and
/// respells each use; does nothing on a target that takes every name from the real library, or
/// for a file that uses none of the subset's names.
pub(crate) fn splice(db: &mut SourceDb, tokens: &mut Vec<Token>, backend: Backend) {
    let names = backend.info().device_std;
    if names.is_empty() {
        return;
    }
    let mut used = vec![false; SECTIONS.len()];
    let namespace = oklc_lex::Sym::intern(oklc_target::DEVICE_STD_NAMESPACE);
    for i in std_uses(tokens, names) {
        tokens[i].text = namespace;
        let name = tokens[i + 2].text.as_str();
        if let Some(s) = SECTIONS.iter().position(|s| s.names.contains(&name)) {
            used[s] = true;
        }
    }
    if !used.contains(&true) {
        return;
    }
    let text: String =
        SECTIONS.iter().zip(&used).filter(|(_, u)| **u).map(|(s, _)| s.text).collect();
    let file = db.add(FILE_NAME, text, FileOrigin::Synthetic);
    let subset = oklc_pp::preprocess(db, file, &NoFiles, &oklc_pp::PpOptions::default());
    let mut spliced = subset.tokens;
    spliced.append(tokens);
    *tokens = spliced;
}

/// The indices of the `std` tokens of `std :: X` with `X` in `names` (not `lib::std::X`).
fn std_uses(tokens: &[Token], names: &[&str]) -> Vec<usize> {
    let mut found = Vec::new();
    for i in 0..tokens.len().saturating_sub(2) {
        let qualified =
            i >= 2 && tokens[i - 1].is(TokKind::ColonColon) && tokens[i - 2].is(TokKind::Ident);
        if tokens[i].is_ident("std")
            && !qualified
            && tokens[i + 1].is(TokKind::ColonColon)
            && tokens[i + 2].is(TokKind::Ident)
            && names.contains(&tokens[i + 2].text.as_str())
        {
            found.push(i);
        }
    }
    found
}

/// The subset includes no file.
struct NoFiles;

impl oklc_pp::FileLoader for NoFiles {
    fn load(&self, _: &std::path::Path) -> std::io::Result<Option<String>> {
        Ok(None)
    }
}
