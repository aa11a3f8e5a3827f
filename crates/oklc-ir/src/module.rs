//! The translation unit: items in source order and the module-level declarations.

use std::borrow::Cow;

use indexmap::IndexMap;
use la_arena::{Arena, Idx};
use oklc_span::Span;
use smol_str::SmolStr;

use crate::expr::ExprId;
use crate::func::{Function, FunctionId, StorageClass};
use crate::ty::{Store, TyId};

pub type GlobalId = Idx<Global>;
pub type StructId = Idx<StructDef>;
pub type EnumId = Idx<EnumDef>;
pub type TypedefId = Idx<Typedef>;

/// How a variable is initialised.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Init {
    /// `= expr` (a brace list is an [`crate::Expr::InitList`]).
    Assign(ExprId),
    /// `T x(a, b)`
    Direct(Vec<ExprId>),
    /// `T x{a, b}`
    Brace(Vec<ExprId>),
}

/// A namespace-scope variable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Global {
    pub name: SmolStr,
    /// In [`Module::store`].
    pub ty: TyId,
    pub class: StorageClass,
    pub init: Option<Init>,
    /// `@dim` on a file-scope array (docs/guide/okl-reference.md), extents in [`Module::store`].
    pub dim: Option<Box<crate::func::DimSpec>>,
    pub span: Span,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StructTag {
    Struct,
    Class,
    Union,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Field {
    pub name: SmolStr,
    /// In [`Module::store`].
    pub ty: TyId,
    pub bit_width: Option<ExprId>,
    /// `@globalPtr`: the member points to global memory (OpenCL `__global`, Metal `device`),
    /// as [`crate::func::Local::global_ptr`] does for a local pointer.
    pub global_ptr: bool,
    /// The default member initializer (`int n = 3;`, `float x{0.5f};`), in [`Module::store`].
    /// C++ printers print it in the record; for C targets the `c-members` pass applies it
    /// where an object is created and takes it out of the record.
    pub default: Option<ExprId>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StructDef {
    pub tag: StructTag,
    pub name: Option<SmolStr>,
    pub fields: Vec<Field>,
    /// When the record has members oklc does not model (member functions, nested types, access
    /// specifiers): every member, fields included, as source text in declaration order. Printers
    /// then print these instead of `fields`, which still describe the data layout (metadata).
    /// Empty for plain records.
    pub verbatim_members: Vec<Verbatim>,
    /// Names of the member functions that may modify the object (an overload that is neither
    /// `const` nor `static`): a call `x.m(...)` of one writes `x` (kernel parameter copies).
    pub mutating_methods: Vec<SmolStr>,
    /// `template <...>` header, printed verbatim.
    pub template_header: Option<SmolStr>,
    /// The base-clause as written (` : public Base<S>`), printed after the name; a record with
    /// bases keeps its members as text (`verbatim_members`), since its layout is not modelled,
    /// except on C targets, where a base C can hold is the leading field [`BASE_FIELD`].
    pub bases: Option<SmolStr>,
    /// Only a forward declaration (`struct S;`).
    pub is_forward: bool,
    /// Why copying the record is more than copying its bytes, and the member that says so: a
    /// copy constructor, copy assignment or destructor the record provides, a virtual member
    /// function, or such a base. Devices that copy kernel arguments as bytes (SYCL's
    /// device-copyable types) cannot take the record by value.
    pub copy_blocker: Option<(SmolStr, Span)>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EnumDef {
    pub name: Option<SmolStr>,
    pub scoped: bool,
    /// In [`Module::store`].
    pub underlying: Option<TyId>,
    pub enumerators: Vec<(SmolStr, Option<ExprId>)>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Typedef {
    pub name: SmolStr,
    /// In [`Module::store`].
    pub ty: TyId,
    /// Written as `using name = ...;`.
    pub is_using: bool,
    pub span: Span,
}

/// A member function lowered as a function of its own: a non-static member takes the object
/// through its first parameter, a pointer named `this`; a constructor takes the constructor's
/// parameters and returns the object it built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MemberFunction {
    pub record: StructId,
    pub function: FunctionId,
    /// The member's name in its class (`get`; an operator's as `operator_add`, a constructor's
    /// the class name).
    pub name: SmolStr,
    pub kind: MemberKind,
    /// How many parameters the member declares (`this` not counted).
    pub params: usize,
    /// The record the function returns by value, if it does (constructors: their own).
    pub returns: Option<StructId>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemberKind {
    /// Takes `this`.
    Method,
    Static,
    Constructor,
    /// An operator function outside the class whose first parameter is the record
    /// (`Complex operator+(Complex a, Complex b)`), listed so that operators on the record find
    /// it.
    Operator,
    /// A conversion function (`operator double() const`): takes `this` and returns the type it
    /// converts to, the function's return type; called where C++ converts the object
    /// implicitly.
    Conversion,
}

/// The name C code calls the operator `operator<symbol>` by (`operator_add` for `+`), `None`
/// for an operator that has none (conversions, `new`, `delete`, `->`, `<=>`).
pub fn operator_function_name(symbol: &str) -> Option<&'static str> {
    Some(match symbol.trim() {
        "[]" => "operator_index",
        "()" => "operator_call",
        "+" => "operator_add",
        "-" => "operator_sub",
        "*" => "operator_mul",
        "/" => "operator_div",
        "%" => "operator_rem",
        "==" => "operator_eq",
        "!=" => "operator_ne",
        "<" => "operator_lt",
        ">" => "operator_gt",
        "<=" => "operator_le",
        ">=" => "operator_ge",
        "&" => "operator_bitand",
        "|" => "operator_bitor",
        "^" => "operator_bitxor",
        "<<" => "operator_shl",
        ">>" => "operator_shr",
        "+=" => "operator_add_assign",
        "-=" => "operator_sub_assign",
        "*=" => "operator_mul_assign",
        "/=" => "operator_div_assign",
        "%=" => "operator_rem_assign",
        _ => return None,
    })
}

/// One top-level entry, in source order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Item {
    Function(FunctionId),
    Global(GlobalId),
    /// A struct/class/union definition (or forward declaration) on its own.
    Struct(StructId),
    Enum(EnumId),
    /// A typedef; a typedef of an anonymous struct prints the struct inline.
    Typedef(TypedefId),
    /// A preprocessor line kept in the output.
    Directive(SmolStr),
    /// Source passed through unmodelled (namespaces, `static_assert`, `using namespace`,
    /// out-of-class member definitions).
    Verbatim(Verbatim),
}

/// C++ source that oklc passes through as text, with where the function declarations in it
/// start, so that a backend can qualify them (CUDA's `__host__ __device__`): such code is
/// called from kernels, and a GPU compiler only compiles functions marked for the device.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Verbatim {
    pub text: SmolStr,
    pub functions: Box<[FunctionHead]>,
    /// Where the text comes from in the source (empty for text oklc writes), for diagnostics
    /// about what it holds.
    pub span: Span,
}

/// Where a function declaration starts in a [`Verbatim`] text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FunctionHead {
    /// Byte offset of its first specifier.
    pub offset: u32,
    pub kind: HeadKind,
}

/// What a backend may add to a function declaration besides an execution space.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HeadKind {
    /// At namespace scope under its own name, neither `static` nor `extern`: `static`.
    Free,
    /// A definition outside its class or namespace, not `inline` or `constexpr`: `inline`.
    Outside,
    /// Anything else (a member declared in its class, a `static` function): nothing.
    Other,
    /// Not a declaration's start: a pointer or reference parameter of a function that names no
    /// address space, where a backend whose pointers name their memory puts one (Metal's
    /// `thread`).
    Space,
    /// As [`HeadKind::Space`], for a pointer or reference return type.
    Result,
    /// Not a declaration's start: after the parameter list and cv-qualifiers of a non-static
    /// member function defined in its class, where Metal names the address space of the
    /// object it is called on (`int get() const threadgroup`). A qualifier goes after it,
    /// following a space.
    Object,
}

impl Verbatim {
    /// Text with no function declarations in it.
    pub fn plain(text: impl Into<SmolStr>) -> Verbatim {
        Verbatim { text: text.into(), functions: Box::default(), span: Span::default() }
    }

    /// The name of the member function this text defines, where it has an [`HeadKind::Object`]
    /// position: the name in front of the parameter list that ends before it (`operator()` too).
    pub fn member_function_name(&self) -> Option<&str> {
        let at = self.functions.iter().find(|h| h.kind == HeadKind::Object)?.offset as usize;
        let text = self.text.get(..at)?;
        // Back over the qualifiers to the `)` that closes the parameter list, then to its `(`.
        let close = text.trim_end_matches(|c: char| c.is_alphabetic() || c == ' ' || c == '&');
        let close = close.strip_suffix(')')?;
        let mut depth = 1usize;
        let mut open = None;
        for (i, c) in close.char_indices().rev() {
            match c {
                ')' => depth += 1,
                '(' => {
                    depth -= 1;
                    if depth == 0 {
                        open = Some(i);
                        break;
                    }
                }
                _ => {}
            }
        }
        let head = close[..open?].trim_end();
        if let Some(k) = head.rfind("operator")
            && head[k + "operator".len()..].chars().all(|c| !c.is_alphanumeric() && c != '_')
        {
            return Some(head[k..].trim_end());
        }
        let start = head
            .rfind(|c: char| !(c.is_alphanumeric() || c == '_'))
            .map_or(0, |k| k + head[k..].chars().next().map_or(1, char::len_utf8));
        let name = &head[start..];
        (!name.is_empty()).then_some(name)
    }

    /// The result type of the member function this text defines, as written between its
    /// specifiers (`static`, `inline`, `constexpr`, `virtual`, a template header) and its
    /// name: `int &` of `int &at(int i) const`; `None` for a constructor or conversion.
    pub fn member_result_text(&self) -> Option<&str> {
        let name = self.member_function_name()?;
        let at =
            self.text.find(&format!("{name}(")).or_else(|| self.text.find(&format!("{name} (")))?;
        let mut head = self.text.get(..at)?.trim();
        if head.starts_with("template")
            && let Some(k) = head.find('>')
        {
            head = head[k + 1..].trim_start();
        }
        loop {
            let word_end =
                head.find(|c: char| !(c.is_alphanumeric() || c == '_')).unwrap_or(head.len());
            match &head[..word_end] {
                "static" | "inline" | "constexpr" | "virtual" | "explicit" | "friend" => {
                    head = head[word_end..].trim_start();
                }
                _ => break,
            }
        }
        (!head.is_empty()).then_some(head)
    }

    /// The text with `qualifier(kind)` and a space inserted where each function declaration
    /// starts (none where it returns `None`).
    pub fn qualified(&self, qualifier: impl Fn(HeadKind) -> Option<&'static str>) -> Cow<'_, str> {
        self.qualified_at(|head| qualifier(head.kind))
    }

    /// [`Verbatim::qualified`], by each position itself (`head.offset` into the text).
    pub fn qualified_at(
        &self,
        qualifier: impl Fn(&FunctionHead) -> Option<&'static str>,
    ) -> Cow<'_, str> {
        let mut out = String::new();
        let mut copied = 0;
        for head in self.functions.iter() {
            let at = head.offset as usize;
            let (Some(q), Some(before)) = (qualifier(head), self.text.get(copied..at)) else {
                continue;
            };
            out.push_str(before);
            if head.kind == HeadKind::Object {
                out.push(' ');
                out.push_str(q);
            } else {
                out.push_str(q);
                out.push(' ');
            }
            copied = at;
        }
        if copied == 0 && out.is_empty() {
            return Cow::Borrowed(&self.text);
        }
        out.push_str(&self.text[copied..]);
        Cow::Owned(out)
    }
}

/// A translation unit in IR form.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Module {
    pub items: Vec<Item>,
    pub functions: Arena<Function>,
    pub globals: Arena<Global>,
    pub structs: Arena<StructDef>,
    pub enums: Arena<EnumDef>,
    pub typedefs: Arena<Typedef>,
    /// Expressions and types of module-level declarations.
    pub store: Store,
    /// Integer constants reached through a scope the IR keeps no declarations of (namespace
    /// `constexpr`s, `static constexpr` members, class-scope and scoped enumerators), by the
    /// qualified name lowering resolved (`cfg::W`, `Block::rows`, `Lanes::count`), so that the
    /// passes can fold extents and bounds that name them.
    pub scoped_consts: IndexMap<SmolStr, i64>,
    /// The member functions lowered as functions of their own
    /// (`LowerOptions::c_language`), in the order they were lowered.
    pub member_functions: Vec<MemberFunction>,
    /// The inline namespaces whose declarations were lowered as items
    /// (`LowerOptions::namespaces_as_items`), qualified and ending in `::` (`linalg::v2::`):
    /// C++ finds their members through the enclosing namespace too (`linalg::dot`).
    pub inline_namespaces: Vec<SmolStr>,
    /// The records made from class templates (`LowerOptions::c_language`), by record name:
    /// what `c-templates` maps a function template's `pair<A, B>` to once `A` and `B` are
    /// known, and deduces `T` of a parameter `const complex<T> &` from.
    pub record_instances: IndexMap<SmolStr, RecordInstance>,
    /// Cache of [`Module::generated_file_scope_names`].
    generated_names: GeneratedNames,
    /// What the passes keep about the module-level declarations ([`Module::pass_memo`]).
    pass_memo: PassMemo,
}

/// A record made from a class template for one argument list ([`Module::record_instances`]).
/// Where a function template names the class template with its own parameters, lowering
/// keeps the type as the opaque name [`RecordInstance::pattern`] spells (`_occa_pair<A, B>`),
/// which `c-templates` resolves per copy.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordInstance {
    /// The class template as its records are named from it (`_occa__occa_std__pair`).
    pub template: SmolStr,
    /// The arguments, defaults filled in, as C++ text (`int`, `float`).
    pub args: Vec<SmolStr>,
}

impl RecordInstance {
    /// The opaque type name of `template` named with `args`: `_occa_pair<A, B>`.
    pub fn pattern(template: &str, args: &[impl AsRef<str>]) -> String {
        let args: Vec<&str> = args.iter().map(|a| a.as_ref().trim()).collect();
        format!("{template}<{}>", args.join(", "))
    }

    /// Whether the instance is `template` named with `args` (spaces aside).
    pub fn is(&self, template: &str, args: &[&str]) -> bool {
        let words = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
        self.template == template
            && self.args.len() == args.len()
            && self.args.iter().zip(args).all(|(a, b)| words(a) == words(b))
    }
}

/// The passes' memos about module-level declarations, one per type, kept between uses and
/// between item-by-item runs (ADR 0006): declarations never change once lowered and arenas
/// only grow, so what was derived from them stays true. The constant evaluator keeps its
/// enumerator index and enum values here, the write analysis its call masks; worked out per
/// use or per run they would cost the whole module each time.
#[derive(Default)]
pub struct PassMemo(std::cell::RefCell<Vec<Box<dyn std::any::Any + Send>>>);

impl PassMemo {
    /// Runs `f` on the memo of type `T`, made with `T::default()` on first use. `f` must not
    /// reach this memo again: it is borrowed meanwhile.
    pub fn with<T: Default + Send + 'static, R>(&self, f: impl FnOnce(&mut T) -> R) -> R {
        let mut slots = self.0.borrow_mut();
        let i = match slots.iter().position(|m| m.is::<T>()) {
            Some(i) => i,
            None => {
                slots.push(Box::new(T::default()));
                slots.len() - 1
            }
        };
        match slots[i].downcast_mut::<T>() {
            Some(memo) => f(memo),
            None => f(&mut T::default()),
        }
    }
}

/// A copy starts empty: a memo is derived, and the copy may be changed.
impl Clone for PassMemo {
    fn clone(&self) -> Self {
        PassMemo::default()
    }
}

impl std::fmt::Debug for PassMemo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("PassMemo")
    }
}

/// A cache, not content (as [`GeneratedNames`]).
impl PartialEq for PassMemo {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl Eq for PassMemo {}

/// The prefix of every name oklc generates (`_occa_tiled_i`, `_occa_omp_b`, ...).
pub const GENERATED_PREFIX: &str = "_occa_";

/// The leading member of a record printed as C that holds the object of its base class, so
/// that a derived object's address is its base object's.
pub const BASE_FIELD: &str = "_occa_base";

/// The file-scope names in oklc's generated namespace found so far, and how far the arenas
/// have been looked at. Arenas only grow, so each declaration is looked at once: a module that
/// grows one item at a time (ADR 0006) costs linear time in all, not a scan per item.
#[derive(Clone, Debug, Default)]
struct GeneratedNames {
    scanned: crate::verify::Checkpoint,
    names: Vec<SmolStr>,
}

/// A cache, not content: two modules with the same declarations are equal however far their
/// caches have looked.
impl PartialEq for GeneratedNames {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl Eq for GeneratedNames {}

impl Module {
    /// The names of file-scope declarations (globals, functions, typedefs, structs, enums and
    /// enumerators) that start with [`GENERATED_PREFIX`]: a generated local must not shadow
    /// them. Nearly always empty.
    pub fn generated_file_scope_names(&mut self) -> &[SmolStr] {
        let seen = self.generated_names.scanned;
        let fresh = self
            .globals
            .values()
            .skip(seen.globals)
            .map(|g| &g.name)
            .chain(self.functions.values().skip(seen.functions).map(|f| &f.name))
            .chain(self.typedefs.values().skip(seen.typedefs).map(|t| &t.name))
            .chain(self.structs.values().skip(seen.structs).filter_map(|s| s.name.as_ref()))
            .chain(
                self.enums
                    .values()
                    .skip(seen.enums)
                    .flat_map(|e| e.name.iter().chain(e.enumerators.iter().map(|(n, _)| n))),
            )
            .filter(|n| n.starts_with(GENERATED_PREFIX))
            .cloned();
        let fresh: Vec<SmolStr> = fresh.collect();
        self.generated_names.names.extend(fresh);
        self.generated_names.scanned = crate::verify::Checkpoint::of(self);
        &self.generated_names.names
    }

    /// The passes' memo about the module-level declarations ([`PassMemo`]).
    pub fn pass_memo(&self) -> &PassMemo {
        &self.pass_memo
    }

    /// Kernels in source order.
    pub fn kernels(&self) -> impl Iterator<Item = FunctionId> + '_ {
        self.items.iter().filter_map(move |item| match item {
            Item::Function(f)
                if self.functions[*f].is_kernel() && self.functions[*f].body.is_some() =>
            {
                Some(*f)
            }
            _ => None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::func::FunctionKind;

    fn enum_def(name: Option<&str>, enumerators: &[&str]) -> EnumDef {
        EnumDef {
            name: name.map(SmolStr::new),
            scoped: false,
            underlying: None,
            enumerators: enumerators.iter().map(|n| (SmolStr::new(n), None)).collect(),
            span: Span::default(),
        }
    }

    fn member(text: &str) -> Verbatim {
        let at = text.find(" {").unwrap_or(text.len());
        Verbatim {
            text: text.into(),
            functions: Box::new([FunctionHead { offset: at as u32, kind: HeadKind::Object }]),
            span: Span::default(),
        }
    }

    #[test]
    fn member_functions_kept_as_text_name_their_result() {
        let at = member("int &at(int i) const {\n  return bins[i];\n}");
        assert_eq!(
            (at.member_function_name(), at.member_result_text()),
            (Some("at"), Some("int &"))
        );
        let get = member("static constexpr const float &get(const S &s) {\n  return s.v;\n}");
        assert_eq!(get.member_result_text(), Some("const float &"));
        let scaled = member("template <typename U>\ninline U scaled(U f) const {\n  return f;\n}");
        assert_eq!(scaled.member_result_text(), Some("U"));
        let call = member("T &operator()(int r) {\n  return d[r];\n}");
        assert_eq!(call.member_result_text(), Some("T &"));
        assert_eq!(member("explicit S(int v) {\n}").member_result_text(), None);
    }

    /// The cache looks at each declaration once and still sees those added between calls, as
    /// the item-by-item driver adds them.
    #[test]
    fn generated_file_scope_names_follow_a_growing_module() {
        let mut m = Module::default();
        m.enums.alloc(enum_def(Some("_occa_e"), &["A", "_occa_b"]));
        m.functions.alloc(Function::new("kernel", FunctionKind::Helper, Span::default()));
        assert_eq!(m.generated_file_scope_names(), ["_occa_e", "_occa_b"]);
        m.functions.alloc(Function::new("_occa_f", FunctionKind::Helper, Span::default()));
        m.enums.alloc(enum_def(None, &["_occa_c"]));
        assert_eq!(m.generated_file_scope_names(), ["_occa_e", "_occa_b", "_occa_f", "_occa_c"]);
        assert_eq!(m.generated_file_scope_names().len(), 4);
        assert_eq!(m, Module { generated_names: GeneratedNames::default(), ..m.clone() });
    }

    /// The memo keeps one value per type asked for, and a copy of the module starts empty.
    #[test]
    fn pass_memo_keeps_its_values_and_copies_start_empty() {
        let m = Module::default();
        m.pass_memo().with(|n: &mut u32| *n += 2);
        assert_eq!(m.pass_memo().with(|n: &mut u32| *n), 2);
        assert_eq!(m.clone().pass_memo().with(|n: &mut u32| *n), 0);
        // Another type has a memo of its own beside it.
        m.pass_memo().with(|s: &mut String| s.push_str("abc"));
        assert_eq!(m.pass_memo().with(|n: &mut u32| *n), 2);
        assert_eq!(m.pass_memo().with(|s: &mut String| s.len()), 3);
    }
}
