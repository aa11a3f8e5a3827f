//! The kernel metadata JSON OCCA reads back from `build.json` (`kernel/metadata`): one entry
//! per kernel with the name, constness, pointer-ness and data type of every argument.
//!
//! These are the only serialisable types of the crate: boundary structs whose field order is
//! the JSON key order, so output is deterministic. The shape is OCCA's exactly (no schema
//! version key: the runtime's reader is the schema). `@implicitArg` parameters are left out.

use std::collections::BTreeMap;

use oklc_ir::{Builtin, Expr, FunctionId, LitKind, Module, NamedRef, Quals, Store, TyId, TyKind};
use serde::Serialize;

use crate::printer::get;
use oklc_ir::without_typedefs;

/// `{"dependencies": {...}, "metadata": [...]}` as the transpiler writes it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct KernelMetadataFile {
    /// Absolute path of each `#include`d file → its hash (filled by the driver).
    pub dependencies: BTreeMap<String, String>,
    pub metadata: Vec<KernelMetadata>,
}

impl KernelMetadataFile {
    /// Pretty-printed JSON with a trailing newline.
    pub fn to_json(&self) -> String {
        let mut text = serde_json::to_string_pretty(self).unwrap_or_else(|_| "{}".to_string());
        text.push('\n');
        text
    }
}

/// One kernel.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct KernelMetadata {
    pub name: String,
    pub arguments: Vec<ArgumentMetadata>,
}

/// One kernel argument.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ArgumentMetadata {
    pub name: String,
    #[serde(rename = "const")]
    pub is_const: bool,
    pub ptr: bool,
    pub dtype: Dtype,
}

/// An OCCA dtype.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "lowercase")]
pub enum Dtype {
    Builtin { name: String },
    Custom { name: String, bytes: u64 },
    Struct { fields: Vec<FieldMetadata> },
    Tuple { size: i64, dtype: Box<Dtype> },
    Enum { enumerators: Vec<EnumeratorMetadata> },
}

impl Dtype {
    /// The dtype of everything OCCA does not know: `{"type":"custom","name":"none","bytes":0}`.
    pub fn none() -> Dtype {
        Dtype::Custom { name: "none".to_string(), bytes: 0 }
    }

    fn builtin(name: &str) -> Dtype {
        Dtype::Builtin { name: name.to_string() }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FieldMetadata {
    pub name: String,
    pub dtype: Dtype,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct EnumeratorMetadata {
    pub name: String,
}

/// Metadata of one kernel.
pub fn kernel_metadata(module: &Module, kernel: FunctionId, name: String) -> KernelMetadata {
    let mut arguments = Vec::new();
    if let Some(f) = get(&module.functions, kernel) {
        for &p in &f.params {
            let Some(local) = get(&f.locals, p) else { continue };
            if local.implicit_arg {
                continue;
            }
            arguments.push(argument(module, &f.store, local.name.to_string(), local.ty));
        }
    }
    KernelMetadata { name, arguments }
}

/// Metadata of the OCCA launcher of one kernel (docs/backends.md, OCCA's `launcher_build.json`): named
/// `name`, its arguments are those of the launcher function: `deviceKernels`, then every
/// parameter of the kernel, `@implicitArg` ones included; a pointer parameter is an
/// `occa::modeMemory_t *` there, which OCCA knows only as a non-const pointer of dtype "none".
pub fn launcher_metadata(module: &Module, kernel: FunctionId, name: String) -> KernelMetadata {
    let opaque = |name: &str| ArgumentMetadata {
        name: name.to_string(),
        is_const: false,
        ptr: true,
        dtype: Dtype::none(),
    };
    let mut arguments = vec![opaque("deviceKernels")];
    if let Some(f) = get(&module.functions, kernel) {
        for &p in &f.params {
            let Some(local) = get(&f.locals, p) else { continue };
            if crate::printer::types::is_pointer(module, &f.store, local.ty) {
                arguments.push(opaque(&local.name));
            } else {
                arguments.push(argument(module, &f.store, local.name.to_string(), local.ty));
            }
        }
    }
    KernelMetadata { name, arguments }
}

/// Metadata of one argument named `name` of type `ty` (in `store`).
pub fn argument(module: &Module, store: &Store, name: String, ty: TyId) -> ArgumentMetadata {
    let is_const = specifier_quals(module, store, ty).contains(Quals::CONST)
        || base_quals(module, store, ty).contains(Quals::CONST);
    let (s, t) = without_typedefs(module, store, ty);
    let (ptr, dtype) = match get(&s.types, t).map(|t| &t.kind) {
        // A pointer maps to its pointee; an array parameter decays to a pointer to its element.
        Some(TyKind::Pointer(inner)) | Some(TyKind::Array { elem: inner, .. }) => {
            (true, dtype_of(module, s, *inner, 0))
        }
        Some(TyKind::Reference(inner) | TyKind::RvalueReference(inner)) => {
            let (s2, t2) = without_typedefs(module, s, *inner);
            let ptr = matches!(get(&s2.types, t2).map(|t| &t.kind), Some(TyKind::Pointer(_)));
            (ptr, dtype_of(module, s, *inner, 0))
        }
        _ => (false, dtype_of(module, s, t, 0)),
    };
    ArgumentMetadata { name, is_const, ptr, dtype }
}

/// Qualifiers of the outermost level, including those written on typedef names on the way.
fn own_quals(module: &Module, store: &Store, ty: TyId) -> Quals {
    let mut quals = Quals::empty();
    let (mut s, mut t) = (store, ty);
    for _ in 0..64 {
        let Some(node) = get(&s.types, t) else { break };
        quals |= node.quals;
        match &node.kind {
            TyKind::Named { refers: NamedRef::Typedef(id), .. } => match get(&module.typedefs, *id)
            {
                Some(td) => {
                    s = &module.store;
                    t = td.ty;
                }
                None => break,
            },
            _ => break,
        }
    }
    quals
}

/// Qualifiers of the type as the declaration specifiers wrote it, under the declarator's own
/// pointers, references and arrays: `const A a` (A a pointer typedef) is const, `int *const p`
/// is not (the pointer is, the data it writes is not), as in legacy OCCA's metadata.
fn specifier_quals(module: &Module, store: &Store, ty: TyId) -> Quals {
    own_quals(module, store, store.declared_base(ty))
}

/// Qualifiers of the base type under all pointers, references and arrays.
fn base_quals(module: &Module, store: &Store, ty: TyId) -> Quals {
    let (mut s, mut t) = (store, ty);
    for _ in 0..64 {
        let (s2, t2) = without_typedefs(module, s, t);
        match get(&s2.types, t2).and_then(|n| n.kind.declarator_inner()) {
            Some(inner) => {
                s = s2;
                t = inner;
            }
            None => return own_quals(module, s, t),
        }
    }
    Quals::empty()
}

const MAX_DEPTH: u32 = 16;

/// OCCA's name for a builtin type (signedness is not kept).
pub fn builtin_dtype_name(b: Builtin) -> Option<&'static str> {
    use Builtin::*;
    Some(match b {
        Void => "void",
        Bool => "bool",
        Char | SChar | UChar => "char",
        Short | UShort => "short",
        Int | UInt => "int",
        Long | ULong | LongLong | ULongLong => "long",
        Float => "float",
        Double => "double",
        WChar | Char16 | Char32 | LongDouble => return None,
    })
}

/// OCCA's vector types (`float4`, `uint2`...) as tuples of their element.
fn vector_dtype(name: &str) -> Option<Dtype> {
    let (base, n) = name.split_at(name.len().checked_sub(1)?);
    let size: i64 = match n {
        "2" => 2,
        "3" => 3,
        "4" => 4,
        _ => return None,
    };
    let elem = match base {
        "char" | "uchar" => "char",
        "short" | "ushort" => "short",
        "int" | "uint" => "int",
        "long" | "ulong" => "long",
        "float" => "float",
        "double" => "double",
        "bool" => "bool",
        _ => return None,
    };
    Some(Dtype::Tuple { size, dtype: Box::new(Dtype::builtin(elem)) })
}

/// The dtype of a type; pointers map to their pointee (as OCCA does for struct fields).
pub fn dtype_of(module: &Module, store: &Store, ty: TyId, depth: u32) -> Dtype {
    if depth > MAX_DEPTH {
        return Dtype::none();
    }
    let (s, t) = without_typedefs(module, store, ty);
    let Some(node) = get(&s.types, t) else { return Dtype::none() };
    match &node.kind {
        TyKind::Builtin(b) => builtin_dtype_name(*b).map_or_else(Dtype::none, Dtype::builtin),
        TyKind::Pointer(inner) | TyKind::Reference(inner) | TyKind::RvalueReference(inner) => {
            dtype_of(module, s, *inner, depth + 1)
        }
        TyKind::Array { elem, size } => Dtype::Tuple {
            size: size.and_then(|e| literal_size(s, e)).unwrap_or(-1),
            dtype: Box::new(dtype_of(module, s, *elem, depth + 1)),
        },
        TyKind::Named { name, refers, .. } => match refers {
            NamedRef::Struct(id) => match get(&module.structs, *id) {
                Some(def) => Dtype::Struct {
                    fields: def
                        .fields
                        .iter()
                        .map(|f| FieldMetadata {
                            name: f.name.to_string(),
                            dtype: dtype_of(module, &module.store, f.ty, depth + 1),
                        })
                        .collect(),
                },
                None => Dtype::none(),
            },
            NamedRef::Enum(id) => match get(&module.enums, *id) {
                Some(def) => Dtype::Enum {
                    enumerators: def
                        .enumerators
                        .iter()
                        .map(|(n, _)| EnumeratorMetadata { name: n.to_string() })
                        .collect(),
                },
                None => Dtype::none(),
            },
            NamedRef::Opaque => vector_dtype(name).unwrap_or_else(Dtype::none),
            NamedRef::Typedef(_) | NamedRef::Alias(_) => Dtype::none(),
        },
        TyKind::Auto | TyKind::Decltype(_) | TyKind::Function { .. } | TyKind::Pack(_) => {
            Dtype::none()
        }
    }
}

/// The value of an integer-literal array size (`16`, `0x10`, `8u`).
fn literal_size(store: &Store, e: oklc_ir::ExprId) -> Option<i64> {
    let Some(Expr::Literal(lit)) = get(&store.exprs, e) else { return None };
    if lit.kind != LitKind::Int {
        return None;
    }
    let text = lit.text.trim_end_matches(['u', 'U', 'l', 'L', 'z', 'Z']).replace('\'', "");
    let value = if let Some(hex) = text.strip_prefix("0x").or_else(|| text.strip_prefix("0X")) {
        i64::from_str_radix(hex, 16).ok()?
    } else if let Some(bin) = text.strip_prefix("0b").or_else(|| text.strip_prefix("0B")) {
        i64::from_str_radix(bin, 2).ok()?
    } else if text.len() > 1 && text.starts_with('0') {
        i64::from_str_radix(&text[1..], 8).ok()?
    } else {
        text.parse().ok()?
    };
    Some(value)
}
