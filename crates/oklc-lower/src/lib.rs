//! Lowering: the syntax tree (checked by `oklc-sema`'s rules on the way) becomes the loop-tree
//! IR of `oklc-ir`.
//!
//! One walk over the translation unit resolves names (locals, parameters, globals, typedefs,
//! structs, enums), turns declarators into IR types, decodes OKL attributes into IR facts
//! (`@outer for` → [`oklc_ir::Loop`] in canonical form, `@shared`/`@exclusive` → storage,
//! `@dim` → [`oklc_ir::DimSpec`], `@restrict` → a qualifier, `@barrier`/`@atomic` → statements)
//! and instantiates templated kernels requested with `--instantiate`.
//!
//! Lowering never fails: constructs it cannot model are reported and left out, and the IR it
//! returns is always handle-valid. Rules about the shape of the loop tree are checked later by
//! the passes, after `@tile` expansion.

mod alias_templates;
mod asserts;
mod bases;
mod body;
mod instantiate;
mod items;
mod loops;
mod members;
mod nested;
mod records;
mod text;
mod types;

use indexmap::IndexMap;
use oklc_diag::Diagnostic;
use oklc_ir::{EnumId, GlobalId, Module, StructId, TypedefId};
use oklc_sema::DeclOkl;
use oklc_span::Span;
use oklc_syntax::ast::{ItemId, TranslationUnit};
use smol_str::SmolStr;
use std::rc::Rc;

pub use text::mangle_instantiation;

/// Settings of one lowering.
#[derive(Clone, Debug, Default)]
pub struct LowerOptions {
    /// Template kernel instantiations, as written on the command line: `addVectors<float>`.
    pub instantiate: Vec<String>,
    /// Where file-level diagnostics ("no `@kernel` in the file") point: the start of the root file.
    pub file_span: Span,
    /// A request naming no template of this file is no error but listed in
    /// [`Lowered::unmatched_requests`]: in a build, a request applies to the inputs that declare
    /// its template.
    pub requests_may_miss: bool,
    /// Declarations in namespaces become IR items under their qualified names (`util::pad`),
    /// instead of passing through as source text: for backends that print C, which has no
    /// namespaces (the `c-namespaces` pass gives them C names).
    pub namespaces_as_items: bool,
    /// The backend prints C (OpenCL C), which has no member functions and no static
    /// assertions. The member functions of a record whose other members are all data members
    /// become helpers that take the object through a pointer parameter `this` (constructors:
    /// helpers returning the object), named by their unqualified names and listed in
    /// [`oklc_ir::Module::member_functions`], and the record is printed from its fields (the
    /// `c-members` pass rewrites their calls). Static assertions are checked where their
    /// condition is an integer constant oklc evaluates, and left out.
    pub c_language: bool,
}

/// The IR of a translation unit and what lowering reported.
#[derive(Clone, Debug, Default)]
pub struct Lowered {
    pub module: Module,
    pub diagnostics: Vec<Diagnostic>,
    /// The `--instantiate` requests that name no template of the file, with
    /// [`LowerOptions::requests_may_miss`].
    pub unmatched_requests: Vec<String>,
}

/// Lowers a parsed translation unit.
pub fn lower(unit: &TranslationUnit, options: &LowerOptions) -> Lowered {
    let mut stream = LowerStream::new(options.clone());
    stream.walk.trees_kept = true;
    for &id in &unit.items {
        stream.item(unit, id);
    }
    stream.finish()
}

/// Lowering one top-level item at a time, in source order, each from a tree that may be freed
/// once it is lowered (the driver feeds it from [`oklc_syntax::parse_items`]). Later items see
/// what earlier ones declared; nothing refers back into an earlier item's syntax tree.
pub struct LowerStream {
    options: LowerOptions,
    walk: Walk,
}

impl LowerStream {
    pub fn new(options: LowerOptions) -> LowerStream {
        let mut walk = Walk::default();
        walk.begin(&options);
        LowerStream { options, walk }
    }

    /// Lowers the top-level item `id` of `unit`.
    pub fn item(&mut self, unit: &TranslationUnit, id: ItemId) {
        Lowerer { unit, options: &self.options, w: &mut self.walk }.top_item(id);
    }

    /// Lends the module lowered so far, complete with its module-level store, to `f`: the
    /// driver runs the passes and prints each top-level item as soon as it is lowered
    /// (ADR 0006). `f` may change what earlier items lowered to (the passes do), but must not
    /// remove anything later items could refer to: items, module-level declarations and store
    /// nodes stay.
    pub fn with_module<R>(&mut self, f: impl FnOnce(&mut Module) -> R) -> R {
        let walk = &mut self.walk;
        std::mem::swap(&mut walk.module.store, &mut walk.top.store);
        let result = f(&mut walk.module);
        std::mem::swap(&mut walk.module.store, &mut walk.top.store);
        result
    }

    /// What lowering reported so far, in order.
    pub fn diagnostics(&self) -> &[Diagnostic] {
        &self.walk.diags
    }

    /// Finishes the module and reports what only the whole file can tell (kernels missing,
    /// instantiations that named no template).
    pub fn finish(mut self) -> Lowered {
        let unmatched_requests = self.walk.end(&self.options);
        Lowered { module: self.walk.module, diagnostics: self.walk.diags, unmatched_requests }
    }
}

impl oklc_syntax::ItemSink for LowerStream {
    fn item(&mut self, unit: &TranslationUnit, id: ItemId) {
        LowerStream::item(self, unit, id);
    }
}

/// A typedef with the OKL attributes its variables inherit.
#[derive(Clone, Debug)]
struct TypedefInfo {
    id: TypedefId,
    okl: DeclOkl,
    /// The syntax tree `okl`'s `@dim` extents belong to, when the trees are not kept.
    dims_in: Option<Rc<TranslationUnit>>,
}

/// A `template` `@kernel` waiting for instantiations.
#[derive(Clone, Debug)]
struct TemplateKernel {
    span: Span,
    instantiated: bool,
}

/// Lowering of one top-level item: its syntax tree, and the state shared by all items.
struct Lowerer<'u> {
    unit: &'u TranslationUnit,
    options: &'u LowerOptions,
    w: &'u mut Walk,
}

/// Module-level state of the walk: what later items see of earlier ones.
#[derive(Default)]
struct Walk {
    module: Module,
    diags: Vec<Diagnostic>,
    typedefs: IndexMap<SmolStr, TypedefInfo>,
    structs: IndexMap<SmolStr, StructId>,
    enums: IndexMap<SmolStr, EnumId>,
    globals: IndexMap<SmolStr, GlobalId>,
    /// Integer constants visible to constant evaluation: enumerators and const globals.
    consts: Consts,
    templates: IndexMap<SmolStr, TemplateKernel>,
    /// Typedefs that name pointer types, for `@restrict` on typedef'd pointers.
    typedef_is_pointer: IndexMap<TypedefId, bool>,
    /// Typedefs that name integer types, for OKL loop iterators.
    typedef_is_integer: IndexMap<TypedefId, bool>,
    /// Typedefs that name builtin scalar types, for `@dim` on a typedef'd scalar.
    typedef_is_scalar: IndexMap<TypedefId, bool>,
    /// Struct and enum definitions already lowered, by their syntax item (a definition used
    /// as a type is lowered once, however often its type is mentioned).
    defined_types: IndexMap<ItemId, oklc_ir::Ty>,
    kernel_count: usize,
    /// A function carries a misspelt `@kernel` (OKL0300 reported it): no OKL0311 then.
    misspelt_kernel: bool,
    /// The first non-kernel function with `@outer`/`@inner` loops, and its head: the function
    /// OKL0311 names when the file has no kernel.
    okl_loop_function: Option<(SmolStr, Span)>,
    /// Where each kernel name was first defined (with a body).
    kernel_definitions: IndexMap<SmolStr, Span>,
    /// The largest arena sizes of the functions lowered so far (capped): the next function's
    /// arenas start with that capacity (functions of one file are alike), instead of growing
    /// from empty.
    body_sizes: body::BodySizes,
    /// The scope maps of the last function body, emptied, for the next one.
    scope_maps: body::ScopeMaps,
    /// The module-level type store, shared by the items.
    top: body::Body,
    /// `--instantiate` requests by template name.
    requests: IndexMap<String, Vec<Vec<String>>>,
    /// How many segments of `consts.scope` are namespaces whose declarations become items
    /// ([`LowerOptions::namespaces_as_items`]): all of them while no class scope is open.
    namespace_depth: usize,
    /// The data members and non-static member functions of each record whose member functions
    /// are lowered as functions ([`LowerOptions::c_language`]), by which the bodies
    /// of those functions resolve the names of members they use without `this->`.
    member_scopes: IndexMap<StructId, MemberScope>,
    /// The member function being lowered, if any.
    member: Option<MemberCx>,
    /// Whether a friend function defined in a class is being lowered: a free function that
    /// sees the class's template arguments.
    friend: bool,
    /// Class templates kept for instantiation ([`LowerOptions::c_language`]), by name.
    record_templates: IndexMap<SmolStr, RecordTemplate>,
    /// Explicit specializations of kept class templates (`template <> struct Pow<0>`), by the
    /// name of the instance they stand for (`_occa_Pow_0`).
    record_specializations: IndexMap<SmolStr, (Rc<TranslationUnit>, ItemId)>,
    /// Alias templates ([`LowerOptions::c_language`]), by qualified name.
    alias_templates: IndexMap<SmolStr, alias_templates::AliasTemplate>,
    /// Instances named since the top-level item began and not made yet: the record's name,
    /// the template's and the arguments.
    pending_records: Vec<(SmolStr, SmolStr, Vec<String>)>,
    /// While an instance is made: its name, and the template parameters' arguments, which its
    /// member functions' bodies are lowered with too.
    record_name: Option<SmolStr>,
    record_subst: Option<IndexMap<SmolStr, instantiate::Subst>>,
    /// The type parameters of the function template being lowered (C targets): a class
    /// template named with them (`pair<A, B>`) is made per copy by `c-templates`, not here.
    function_template_params: Vec<SmolStr>,
    /// Every item comes from one tree that outlives the walk ([`lower`]), so syntax ids stay
    /// valid from item to item; a stream's trees are freed after each item.
    trees_kept: bool,
}

/// A class template kept for instantiation: its syntax tree, its record item and parameters.
#[derive(Clone, Debug)]
struct RecordTemplate {
    unit: Rc<TranslationUnit>,
    item: ItemId,
    params: Vec<oklc_syntax::ast::TemplateParam>,
}

/// The names a member function's body reaches through `this`.
#[derive(Clone, Debug, Default)]
struct MemberScope {
    fields: Vec<SmolStr>,
    methods: Vec<SmolStr>,
    /// Static integer constants: the name and the qualified name uses are written with.
    constants: Vec<(SmolStr, SmolStr)>,
    /// The base class as written (`BinaryOp<Derived>`), which a constructor may initialize.
    base: Option<SmolStr>,
}

/// The member function being lowered as a function of its own.
#[derive(Clone, Debug)]
struct MemberCx {
    record: StructId,
    kind: oklc_ir::MemberKind,
    is_const: bool,
    scope: MemberScope,
}

/// The unqualified last segment of a possibly qualified name.
fn body_name(name: &str) -> &str {
    name.rsplit("::").next().unwrap_or(name)
}

/// Integer constants by qualified name, for `oklc_sema::eval_int`, and the scope the walk is
/// declaring names in.
#[derive(Clone, Debug, Default)]
struct Consts {
    values: IndexMap<SmolStr, i64>,
    /// The namespaces and classes whose declarations the walk is inside, outermost first (an
    /// anonymous namespace is an empty segment). Empty at file scope, the only scope whose
    /// declarations become IR items: the others pass through as source text and are only
    /// recorded for lookup.
    scope: Vec<SmolStr>,
}

impl oklc_sema::ConstEnv for Consts {
    fn lookup(&self, name: &str) -> Option<i64> {
        lookup_scoped(&self.scope, name, |n| self.values.get(n).copied())
    }
}

/// `name` declared in `scope`: `a::b::name` (anonymous namespaces add no segment).
fn qualify(scope: &[SmolStr], name: &str) -> SmolStr {
    let mut out = String::new();
    for seg in scope.iter().filter(|s| !s.is_empty()) {
        out.push_str(seg);
        out.push_str("::");
    }
    out.push_str(name);
    out.into()
}

/// Looks `name` up as C++ does from inside `scope`: in the innermost scope first, then outwards
/// to file scope (`a::b::n`, `a::n`, `n`). A name written with a leading `::` is looked up at
/// file scope only. Declarations are recorded under their qualified names, so `ns::T` written
/// anywhere finds the `T` declared in `namespace ns`.
fn lookup_scoped<T>(scope: &[SmolStr], name: &str, get: impl Fn(&str) -> Option<T>) -> Option<T> {
    if let Some(global) = name.strip_prefix("::") {
        return get(global);
    }
    if !scope.is_empty() {
        for depth in (1..=scope.len()).rev() {
            if let Some(found) = get(&qualify(&scope[..depth], name)) {
                return Some(found);
            }
        }
    }
    get(name)
}
