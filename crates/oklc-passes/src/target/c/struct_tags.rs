//! `c-struct-tags`: C names a struct type `struct S` unless a typedef names it. A struct,
//! union or enum declared in a function body (kept as text, [`oklc_ir::Stmt::TypeDecl`]) and used by its bare
//! name, as C++ allows, is declared with a typedef of the same name: `struct S {…};` becomes
//! `typedef struct S {…} S;`. File-scope records are tagged by the printer; a `class` is a
//! `struct` (C has no `class`).

use oklc_ir::{Stage, StructTag};
use smol_str::SmolStr;

use crate::pipeline::{Pass, PassCx};

pub(super) struct StructTagsPass;

impl Pass for StructTagsPass {
    fn name(&self) -> &'static str {
        "c-struct-tags"
    }

    fn stage(&self) -> Stage {
        Stage::Numbered
    }

    fn run(&self, cx: &mut PassCx<'_>) {
        for def in cx.module.structs.values_mut() {
            if def.tag == StructTag::Class {
                def.tag = StructTag::Struct;
            }
        }
        super::rewrite_type_decls(cx, with_typedef);
    }
}

/// `struct S {…};` (or `union`, `enum`) as `typedef struct S {…} S;`; `None` for any other
/// declaration (one with declarators, a typedef already, a forward declaration).
fn with_typedef(text: &str) -> Option<SmolStr> {
    let t = text.trim();
    let (keyword, rest) =
        ["struct", "union", "enum"].iter().find_map(|k| t.strip_prefix(k).map(|r| (*k, r)))?;
    if !rest.starts_with(char::is_whitespace) {
        return None;
    }
    let rest = rest.trim_start();
    let name_len = rest.find(|c: char| !(c.is_alphanumeric() || c == '_'))?;
    let (name, body) = rest.split_at(name_len);
    let body = body.trim_start();
    if name.is_empty() || !body.starts_with('{') {
        return None;
    }
    let body = body.strip_suffix(';')?.trim_end();
    if !body.ends_with('}') || !braces_close_at_end(body) {
        return None;
    }
    Some(SmolStr::from(format!("typedef {keyword} {name} {body} {name};")))
}

/// Whether the brace opened first in `body` closes at its last character (no declarator or
/// second declaration follows it).
fn braces_close_at_end(body: &str) -> bool {
    let mut depth = 0usize;
    for (k, c) in body.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return k + 1 == body.len();
                }
            }
            _ => {}
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::with_typedef;

    #[test]
    fn records_in_bodies_get_a_typedef_of_their_name() {
        assert_eq!(
            with_typedef("struct Acc { float s; int n; };").as_deref(),
            Some("typedef struct Acc { float s; int n; } Acc;")
        );
        assert_eq!(
            with_typedef("union U {int i; float f;};").as_deref(),
            Some("typedef union U {int i; float f;} U;")
        );
        assert_eq!(
            with_typedef("enum Mode { PLAIN, DOUBLED };").as_deref(),
            Some("typedef enum Mode { PLAIN, DOUBLED } Mode;")
        );
        assert_eq!(with_typedef("struct P { int x; } p;"), None);
        assert_eq!(with_typedef("typedef float real;"), None);
        assert_eq!(with_typedef("struct Fwd;"), None);
        assert_eq!(with_typedef("structure X {};"), None);
    }
}
