//! oklc's device subset of the C++ standard library: `std::pair`, `std::array`,
//! `std::complex`, `std::swap`, `std::min` and the like, written in OKL/C++ in the reserved
//! namespace `_occa_std` (the `.hpp` files next to this module). A target lists in the backend
//! registry ([`oklc_target::BackendInfo::device_std`]) the names its device code cannot take
//! from the real library; when the preprocessed file names one of them (`std::pair`), the
//! sections that define them are preprocessed, put in front of the file's tokens, and each
//! such `std::` becomes `_occa_std::` (of `numeric_limits`, only the specializations the uses
//! name, when they name only specialized types). From there the subset is ordinary code: the
//! backend prints it like the user's (CUDA and HIP with `__host__ __device__`, Metal as MSL),
//! and OpenCL C's lowering instantiates its templates and members like any other.

use oklc_lex::{TokKind, Token};
use oklc_span::{FileOrigin, SourceDb};
use oklc_target::Backend;

/// The file name diagnostics give the subset's text.
const FILE_NAME: &str = "<oklc device std>";

/// One piece of the subset: the `std` names it defines, the names of other sections its text
/// uses, and its text.
struct Section {
    names: &'static [&'static str],
    needs: &'static [&'static str],
    text: &'static str,
}

/// Every section, in the order they are put in front of the file.
const SECTIONS: &[Section] = &[
    Section { names: &["exchange", "swap"], needs: &[], text: include_str!("utility.hpp") },
    Section { names: &["clamp", "max", "min"], needs: &[], text: include_str!("algorithm.hpp") },
    Section { names: &["numeric_limits"], needs: &[], text: include_str!("limits.hpp") },
    Section { names: &["array"], needs: &[], text: include_str!("array.hpp") },
    Section {
        names: &["tuple_size", "tuple_size_v"],
        needs: &["array"],
        text: include_str!("tuple.hpp"),
    },
    Section { names: &["make_pair", "pair"], needs: &[], text: include_str!("pair.hpp") },
    Section {
        names: &["complex", "conj", "imag", "norm", "real"],
        needs: &[],
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
    let mut limits = Limits::None;
    let namespace = oklc_lex::Sym::intern(oklc_target::DEVICE_STD_NAMESPACE);
    for i in std_uses(tokens, names) {
        tokens[i].text = namespace;
        let name = tokens[i + 2].text.as_str();
        if let Some(s) = SECTIONS.iter().position(|s| s.names.contains(&name)) {
            used[s] = true;
        }
        if name == "numeric_limits" {
            limits.add(template_argument(tokens, i + 3));
        }
    }
    if !used.contains(&true) {
        return;
    }
    for s in 0..SECTIONS.len() {
        if used[s] {
            for need in SECTIONS[s].needs {
                if let Some(n) = SECTIONS.iter().position(|s| s.names.contains(need)) {
                    used[n] = true;
                }
            }
        }
    }
    let text: String = SECTIONS
        .iter()
        .zip(&used)
        .filter(|(_, u)| **u)
        .map(|(s, _)| match s.names {
            ["numeric_limits"] => limits.text(s.text),
            _ => s.text.to_string(),
        })
        .collect();
    let file = db.add(FILE_NAME, text, FileOrigin::Synthetic);
    let subset = oklc_pp::preprocess(db, file, &NoFiles, &oklc_pp::PpOptions::default());
    let mut spliced = subset.tokens;
    spliced.append(tokens);
    *tokens = spliced;
}

/// Which specializations of `numeric_limits` a file needs: those of the types its uses name,
/// or all of them when a use names another type (a template parameter, an alias).
enum Limits {
    None,
    Some(Vec<String>),
    All,
}

impl Limits {
    fn add(&mut self, ty: Option<String>) {
        *self = match (std::mem::replace(self, Limits::None), ty) {
            (Limits::All, _) | (_, None) => Limits::All,
            (_, Some(t)) if !specialization(&t) => Limits::All,
            (Limits::None, Some(t)) => Limits::Some(vec![t]),
            (Limits::Some(mut types), Some(t)) => {
                if !types.contains(&t) {
                    types.push(t);
                }
                Limits::Some(types)
            }
        };
    }

    /// `limits.hpp` (`full`) with the primary template and the specializations needed.
    fn text(&self, full: &str) -> String {
        let Limits::Some(types) = self else { return full.to_string() };
        // The namespace's closing brace ends the file; every specialization starts with the mark.
        let Some(body) = full.trim_end().strip_suffix('}') else { return full.to_string() };
        let mut pieces = body.split(LIMITS_MARK);
        let mut text = pieces.next().unwrap_or_default().to_string();
        for piece in pieces {
            if types.iter().any(|t| piece.starts_with(&format!("<{t}> {{"))) {
                text.push_str(LIMITS_MARK);
                text.push_str(piece);
            }
        }
        text.push_str("}\n");
        text
    }
}

/// What opens each specialization in `limits.hpp`.
const LIMITS_MARK: &str = "template <>\nstruct numeric_limits";

/// Whether `limits.hpp` specializes `numeric_limits` for `ty` (`unsigned int`).
fn specialization(ty: &str) -> bool {
    include_str!("limits.hpp").contains(&format!("{LIMITS_MARK}<{ty}> {{"))
}

/// The template argument list's text after `std::numeric_limits` (`tokens[at]` should be
/// `<`), its tokens joined by spaces; `None` when there is none or it does not close.
fn template_argument(tokens: &[Token], at: usize) -> Option<String> {
    if !tokens.get(at)?.is(TokKind::Lt) {
        return None;
    }
    let mut depth = 0usize;
    let mut words = Vec::new();
    for t in &tokens[at + 1..] {
        match t.kind {
            TokKind::Lt => depth += 1,
            TokKind::Gt if depth == 0 => return Some(words.join(" ")),
            TokKind::Gt => depth -= 1,
            TokKind::Semi | TokKind::LBrace | TokKind::RBrace | TokKind::Shr => return None,
            _ => {}
        }
        words.push(t.text.as_str().to_string());
    }
    None
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

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::*;
    use crate::{MemoryLoader, Options, Session};

    /// The device file of `source` on `backend`.
    fn transpile(source: &str, backend: Backend) -> String {
        let loader = MemoryLoader::new().with("k.okl", source.as_bytes().to_vec());
        let options = Options { mode: backend, ..Options::default() };
        let mut session = Session::new(options, &loader);
        let out = session.transpile(Path::new("k.okl")).expect("readable");
        let errors: Vec<&str> =
            out.diagnostics.iter().filter(|d| d.is_error()).map(|d| d.message.as_str()).collect();
        assert!(errors.is_empty(), "{errors:?}");
        out.artifacts.expect("artifacts").source
    }

    const PAIRS: &str = "#include <utility>
@kernel void k(const int n, float *x, int *y) {
  for (int i = 0; i < n; ++i; @tile(8, @outer, @inner)) {
    std::pair<int, float> p = std::make_pair(i, x[i]);
    int a = p.first, b = i;
    std::swap(a, b);
    y[i] = a + lib_max(b) + std::abs(b);
  }
}
";

    fn with_helper(source: &str) -> String {
        format!("inline int lib_max(int v) {{ return v; }}\n{source}")
    }

    #[test]
    fn every_name_a_backend_takes_is_defined_by_one_section() {
        for info in &oklc_target::REGISTRY {
            for name in info.device_std {
                let defining = SECTIONS.iter().filter(|s| s.names.contains(name)).count();
                assert_eq!(defining, 1, "`std::{name}` of `{}`", info.mode);
            }
        }
        for need in SECTIONS.iter().flat_map(|s| s.needs) {
            assert!(SECTIONS.iter().any(|s| s.names.contains(need)), "needed `{need}`");
        }
    }

    #[test]
    fn uses_take_the_subset_s_namespace_and_only_their_sections_are_added() {
        let cuda = transpile(&with_helper(PAIRS), Backend::Cuda);
        assert!(cuda.contains("_occa_std::pair<int, float> p = _occa_std::make_pair("), "{cuda}");
        assert!(cuda.contains("_occa_std::swap(a, b);"), "{cuda}");
        // Names the target takes from the real library stay.
        assert!(cuda.contains("std::abs(b)") && !cuda.contains("_occa_std::abs"), "{cuda}");
        // The subset's functions are device functions; unused sections are left out.
        assert!(cuda.contains("__host__ __device__ pair(const A &a, const B &b)"), "{cuda}");
        assert!(!cuda.contains("struct complex") && !cuda.contains("numeric_limits"), "{cuda}");
        let namespace = cuda.find("namespace _occa_std").expect("subset");
        assert!(namespace < cuda.find("#include <utility>").expect("include"), "{cuda}");
    }

    #[test]
    fn numeric_limits_brings_the_specializations_its_uses_name() {
        let named = "#include <limits>
@kernel void k(const int n, float *x, int *y) {
  for (int i = 0; i < n; ++i; @tile(8, @outer, @inner)) {
    x[i] = std::numeric_limits<float>::max();
    y[i] = std::numeric_limits<unsigned int>::digits + std::numeric_limits<float>::digits;
  }
}
";
        let cuda = transpile(named, Backend::Cuda);
        assert!(cuda.contains("struct numeric_limits {"), "{cuda}");
        assert!(cuda.contains("struct numeric_limits<float> {"), "{cuda}");
        assert!(cuda.contains("struct numeric_limits<unsigned int> {"), "{cuda}");
        assert_eq!(cuda.matches("struct numeric_limits<").count(), 2, "{cuda}");
        // A use through a template parameter may need any of them.
        let generic = "#include <limits>
template <typename T>
T top() { return std::numeric_limits<T>::max(); }
@kernel void k(const int n, float *x) {
  for (int i = 0; i < n; ++i; @tile(8, @outer, @inner)) {
    x[i] = top<float>() + std::numeric_limits<int>::max();
  }
}
";
        let cuda = transpile(generic, Backend::Cuda);
        for ty in ["bool", "char", "int", "float", "double"] {
            assert!(cuda.contains(&format!("struct numeric_limits<{ty}> {{")), "{ty}: {cuda}");
        }
    }

    #[test]
    fn host_backends_and_other_namespaces_keep_the_standard_library() {
        let serial = transpile(&with_helper(PAIRS), Backend::Serial);
        assert!(serial.contains("std::pair<int, float> p = std::make_pair("), "{serial}");
        assert!(!serial.contains(oklc_target::DEVICE_STD_NAMESPACE), "{serial}");
        let qualified = "namespace lib { namespace std { inline void swap(int &a, int &b) {} } }
@kernel void k(int *x) {
  for (int i = 0; i < 4; ++i; @outer) {
    for (int j = 0; j < 4; ++j; @inner) {
      int a = 1, b = 2;
      lib::std::swap(a, b);
      x[i * 4 + j] = a;
    }
  }
}
";
        let cuda = transpile(qualified, Backend::Cuda);
        assert!(cuda.contains("lib::std::swap(a, b);"), "{cuda}");
        assert!(!cuda.contains(oklc_target::DEVICE_STD_NAMESPACE), "{cuda}");
    }

    #[test]
    fn metal_takes_the_pair_from_the_subset_and_the_rest_from_metal() {
        let metal = transpile(
            "@kernel void k(const int n, float *x) {
  for (int i = 0; i < n; ++i; @tile(8, @outer, @inner)) {
    std::pair<float, float> p{x[i], std::min(x[i], 1.0f)};
    x[i] = p.first + p.second;
  }
}
",
            Backend::Metal,
        );
        assert!(metal.contains("_occa_std::pair<float, float> p"), "{metal}");
        assert!(metal.contains("metal::min(x[i], 1.0f)"), "{metal}");
    }
}
