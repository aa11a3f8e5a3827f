//! The standalone OpenCL launcher (`--launcher-api native`, docs/backends.md): a C++ file whose
//! `extern "C"` functions, callable from C and C++, run the kernels without OCCA. Per kernel `K`:
//! * `int K_setup(cl_command_queue queue, const char *source_path)` builds the file's program
//!   for the queue's device, from the OpenCL C embedded in the launcher (`source_path` NULL) or
//!   read from `source_path`; later launches of every kernel of the file use it and `queue`;
//! * `void K(...)` takes `K`'s parameters, buffers (`cl_mem`) for pointers, runs `K`'s code
//!   outside its `@outer` loops and enqueues each device kernel with the global and local sizes
//!   the OCCA launcher computes;
//! * `const char *K_error(void)` returns the first OpenCL error since the last call (the
//!   failing call, the OpenCL error name, the kernel's name and, for a failed build, the build
//!   log), or NULL; after an error, launches are skipped until it has been read.

use oklc_ir::{ArenaExt, Function, Item};

use crate::backend::simt::Dim;
use crate::printer::Writer;

/// Lines in front of the launcher: the OpenCL header and the file's program state.
pub const RUNTIME: &str = r#"#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>

// The program of this file, built by `K_setup` (docs/backends.md, standalone OpenCL launcher).
namespace {
const char *_occa_cl_source();

struct _occa_cl_state {
  cl_command_queue queue = nullptr;
  cl_program program = nullptr;
  const char *names[256] = {};
  cl_kernel kernels[256] = {};
  int kernel_count = 0;
  bool failed = false;
  char error[16384] = {};
};

[[maybe_unused]] _occa_cl_state _occa_cl;

inline const char *_occa_cl_error_name(cl_int err) {
  switch (err) {
    case CL_DEVICE_NOT_AVAILABLE: return "CL_DEVICE_NOT_AVAILABLE";
    case CL_COMPILER_NOT_AVAILABLE: return "CL_COMPILER_NOT_AVAILABLE";
    case CL_MEM_OBJECT_ALLOCATION_FAILURE: return "CL_MEM_OBJECT_ALLOCATION_FAILURE";
    case CL_OUT_OF_RESOURCES: return "CL_OUT_OF_RESOURCES";
    case CL_OUT_OF_HOST_MEMORY: return "CL_OUT_OF_HOST_MEMORY";
    case CL_BUILD_PROGRAM_FAILURE: return "CL_BUILD_PROGRAM_FAILURE";
    case CL_INVALID_VALUE: return "CL_INVALID_VALUE";
    case CL_INVALID_DEVICE: return "CL_INVALID_DEVICE";
    case CL_INVALID_CONTEXT: return "CL_INVALID_CONTEXT";
    case CL_INVALID_COMMAND_QUEUE: return "CL_INVALID_COMMAND_QUEUE";
    case CL_INVALID_MEM_OBJECT: return "CL_INVALID_MEM_OBJECT";
    case CL_INVALID_BUILD_OPTIONS: return "CL_INVALID_BUILD_OPTIONS";
    case CL_INVALID_PROGRAM: return "CL_INVALID_PROGRAM";
    case CL_INVALID_PROGRAM_EXECUTABLE: return "CL_INVALID_PROGRAM_EXECUTABLE";
    case CL_INVALID_KERNEL_NAME: return "CL_INVALID_KERNEL_NAME";
    case CL_INVALID_KERNEL: return "CL_INVALID_KERNEL";
    case CL_INVALID_ARG_INDEX: return "CL_INVALID_ARG_INDEX";
    case CL_INVALID_ARG_VALUE: return "CL_INVALID_ARG_VALUE";
    case CL_INVALID_ARG_SIZE: return "CL_INVALID_ARG_SIZE";
    case CL_INVALID_KERNEL_ARGS: return "CL_INVALID_KERNEL_ARGS";
    case CL_INVALID_WORK_DIMENSION: return "CL_INVALID_WORK_DIMENSION";
    case CL_INVALID_WORK_GROUP_SIZE: return "CL_INVALID_WORK_GROUP_SIZE";
    case CL_INVALID_WORK_ITEM_SIZE: return "CL_INVALID_WORK_ITEM_SIZE";
    case CL_INVALID_GLOBAL_WORK_SIZE: return "CL_INVALID_GLOBAL_WORK_SIZE";
    default: return "OpenCL error";
  }
}

// Records the first error since the last `K_error()`.
inline void _occa_cl_fail(const char *kernel, const char *call, cl_int err, const char *detail) {
  if (_occa_cl.failed) return;
  _occa_cl.failed = true;
  std::snprintf(_occa_cl.error, sizeof _occa_cl.error, "kernel `%s`: %s failed: %s (%d)%s%s",
                kernel, call, _occa_cl_error_name(err), (int) err, detail ? "\n" : "",
                detail ? detail : "");
}

inline const char *_occa_cl_take_error() {
  if (!_occa_cl.failed) return nullptr;
  _occa_cl.failed = false;
  return _occa_cl.error;
}

inline void _occa_cl_release() {
  for (int k = 0; k < _occa_cl.kernel_count; ++k) clReleaseKernel(_occa_cl.kernels[k]);
  _occa_cl.kernel_count = 0;
  if (_occa_cl.program) clReleaseProgram(_occa_cl.program);
  if (_occa_cl.queue) clReleaseCommandQueue(_occa_cl.queue);
  _occa_cl.program = nullptr;
  _occa_cl.queue = nullptr;
}

// The OpenCL C source: the file at `path`, or the embedded one (`path` NULL). `*owned` is
// what the caller frees.
inline const char *_occa_cl_read(const char *kernel, const char *path, char **owned) {
  *owned = nullptr;
  if (!path) return _occa_cl_source();
  std::FILE *file = std::fopen(path, "rb");
  if (!file) {
    char call[1024];
    std::snprintf(call, sizeof call, "reading the OpenCL source `%s`", path);
    _occa_cl_fail(kernel, call, CL_INVALID_VALUE, std::strerror(errno));
    return nullptr;
  }
  std::fseek(file, 0, SEEK_END);
  long size = std::ftell(file);
  std::fseek(file, 0, SEEK_SET);
  char *text = static_cast<char *>(std::malloc(size > 0 ? (size_t) size + 1 : 1));
  size_t got = text && size > 0 ? std::fread(text, 1, (size_t) size, file) : 0;
  std::fclose(file);
  if (!text) {
    _occa_cl_fail(kernel, "reading the OpenCL source", CL_OUT_OF_HOST_MEMORY, path);
    return nullptr;
  }
  text[got] = '\0';
  *owned = text;
  return text;
}

inline cl_int _occa_cl_setup(const char *kernel, cl_command_queue queue, const char *path) {
  _occa_cl_release();
  _occa_cl.failed = false;
  cl_context context = nullptr;
  cl_device_id device = nullptr;
  cl_int err = clGetCommandQueueInfo(queue, CL_QUEUE_CONTEXT, sizeof context, &context, nullptr);
  if (err != CL_SUCCESS) {
    _occa_cl_fail(kernel, "clGetCommandQueueInfo(CL_QUEUE_CONTEXT)", err, nullptr);
    return err;
  }
  err = clGetCommandQueueInfo(queue, CL_QUEUE_DEVICE, sizeof device, &device, nullptr);
  if (err != CL_SUCCESS) {
    _occa_cl_fail(kernel, "clGetCommandQueueInfo(CL_QUEUE_DEVICE)", err, nullptr);
    return err;
  }
  char *owned = nullptr;
  const char *text = _occa_cl_read(kernel, path, &owned);
  if (!text) return CL_INVALID_VALUE;
  cl_program program = clCreateProgramWithSource(context, 1, &text, nullptr, &err);
  std::free(owned);
  if (err != CL_SUCCESS) {
    _occa_cl_fail(kernel, "clCreateProgramWithSource", err, nullptr);
    return err;
  }
  err = clBuildProgram(program, 1, &device, "", nullptr, nullptr);
  if (err != CL_SUCCESS) {
    char log[12288] = "";
    size_t size = 0;
    clGetProgramBuildInfo(program, device, CL_PROGRAM_BUILD_LOG, sizeof log - 1, log, &size);
    _occa_cl_fail(kernel, "clBuildProgram", err, log);
    clReleaseProgram(program);
    return err;
  }
  clRetainCommandQueue(queue);
  _occa_cl.queue = queue;
  _occa_cl.program = program;
  return CL_SUCCESS;
}

// The device kernel `name`, created on first use; NULL after an error.
inline cl_kernel _occa_cl_kernel(const char *kernel, const char *name) {
  if (_occa_cl.failed) return nullptr;
  if (!_occa_cl.program) {
    _occa_cl_fail(kernel, "launching before the program was built (call the `_setup` function first)",
                  CL_INVALID_PROGRAM, nullptr);
    return nullptr;
  }
  for (int k = 0; k < _occa_cl.kernel_count; ++k) {
    if (std::strcmp(_occa_cl.names[k], name) == 0) return _occa_cl.kernels[k];
  }
  cl_int err = CL_SUCCESS;
  cl_kernel created = clCreateKernel(_occa_cl.program, name, &err);
  if (err != CL_SUCCESS) {
    char call[512];
    std::snprintf(call, sizeof call, "clCreateKernel(%s)", name);
    _occa_cl_fail(kernel, call, err, nullptr);
    return nullptr;
  }
  if (_occa_cl.kernel_count < 256) {
    _occa_cl.names[_occa_cl.kernel_count] = name;
    _occa_cl.kernels[_occa_cl.kernel_count++] = created;
  }
  return created;
}

inline bool _occa_cl_arg(const char *kernel, const char *name, cl_kernel k, cl_uint index, size_t size,
                  const void *value) {
  cl_int err = clSetKernelArg(k, index, size, value);
  if (err != CL_SUCCESS) {
    char call[512];
    std::snprintf(call, sizeof call, "clSetKernelArg(%s, argument %u)", name, (unsigned) index);
    _occa_cl_fail(kernel, call, err, nullptr);
    return false;
  }
  return true;
}

inline void _occa_cl_launch(const char *kernel, const char *name, cl_kernel k, cl_uint dims,
                     const size_t *global, const size_t *local) {
  cl_int err =
      clEnqueueNDRangeKernel(_occa_cl.queue, k, dims, nullptr, global, local, 0, nullptr, nullptr);
  if (err != CL_SUCCESS) {
    char call[512];
    std::snprintf(call, sizeof call, "clEnqueueNDRangeKernel(%s, global %zu x %zu x %zu, local %zu x %zu x %zu)",
                  name, global[0], dims > 1 ? global[1] : 1, dims > 2 ? global[2] : 1, local[0],
                  dims > 1 ? local[1] : 1, dims > 2 ? local[2] : 1);
    _occa_cl_fail(kernel, call, err, nullptr);
  }
}
}  // namespace
"#;

/// `K_setup` and `K_error` of kernel `f`.
pub fn write_entry_points(w: &mut Writer<'_>, f: &Function) {
    let name = &f.name;
    w.open(&format!(
        "extern \"C\" int {name}_setup(cl_command_queue queue, const char *source_path)"
    ));
    w.line(&format!("return _occa_cl_setup(\"{name}\", queue, source_path);"));
    w.close("");
    w.open(&format!("extern \"C\" const char *{name}_error(void)"));
    w.line("return _occa_cl_take_error();");
    w.close("");
}

/// The enqueue of device kernel `name` with the launch sizes `sizes` (declared by the caller)
/// and the kernel's arguments `args`, when `condition` holds.
pub fn write_launch(
    w: &mut Writer<'_>,
    f: &Function,
    name: &str,
    sizes: &[(Dim, String)],
    args: &[String],
    condition: &str,
) {
    let kernel = &f.name;
    let dims = sizes.iter().map(|(d, _)| d.axis + 1).max().unwrap_or(1);
    let size = |outer: bool, axis: u8| {
        sizes.iter().find(|(d, _)| *d == Dim { outer, axis }).map(|(_, n)| n.clone())
    };
    let mut local = Vec::new();
    let mut global = Vec::new();
    for axis in 0..dims {
        let inner = size(false, axis);
        let outer = size(true, axis);
        local.push(match &inner {
            Some(n) => format!("(size_t) {n}"),
            None => "1".to_string(),
        });
        global.push(match (&outer, &inner) {
            (Some(o), Some(i)) => format!("(size_t) {o} * (size_t) {i}"),
            (Some(n), None) | (None, Some(n)) => format!("(size_t) {n}"),
            (None, None) => "1".to_string(),
        });
    }
    w.open(&format!("if ({condition})"));
    w.line(&format!("cl_kernel _occa_kernel = _occa_cl_kernel(\"{kernel}\", \"{name}\");"));
    w.open("if (_occa_kernel)");
    w.line(&format!("const size_t _occa_global[] = {{{}}};", global.join(", ")));
    w.line(&format!("const size_t _occa_local[] = {{{}}};", local.join(", ")));
    let mut set = Vec::new();
    for (k, a) in args.iter().enumerate() {
        set.push(format!(
            "_occa_cl_arg(\"{kernel}\", \"{name}\", _occa_kernel, {k}, sizeof({a}), &{a})"
        ));
    }
    let launch = format!(
        "_occa_cl_launch(\"{kernel}\", \"{name}\", _occa_kernel, {dims}, _occa_global, _occa_local);"
    );
    if set.is_empty() {
        w.line(&launch);
    } else {
        w.open(&format!("if ({})", set.join(" && ")));
        w.line(&launch);
        w.close("");
    }
    w.close("");
    w.close("");
}

/// The function returning the embedded OpenCL C source, appended to the launcher.
pub fn embedded_source(source: &str) -> String {
    let mut out = String::from(
        "\n// The OpenCL C source the launcher builds when `K_setup` is given no path.\nnamespace {\nconst char *_occa_cl_source() {\n  return\n",
    );
    crate::launcher::push_c_string_lines(&mut out, source);
    out.push_str(";\n}\n}  // namespace\n");
    out
}

/// After a record, typedef or enum declared in a namespace, which the OpenCL C output names
/// `ns__T` (C has no namespaces): the C++ names of the declaration, `namespace ns { using T =
/// ns__T; }`, and an enum's enumerators as constants there, so that host code written against
/// the OKL source compiles against the launcher (types declared in records keep their C names).
pub fn write_scoped_names(w: &mut Writer<'_>, item: &Item) {
    let module = w.module;
    let (c_name, enumerators) = match item {
        Item::Struct(id) => (module.structs[*id].name.clone(), Vec::new()),
        Item::Typedef(id) => (Some(module.typedefs[*id].name.clone()), Vec::new()),
        Item::Enum(id) => {
            let def = &module.enums[*id];
            let names = if def.scoped {
                Vec::new()
            } else {
                def.enumerators.iter().map(|(n, _)| n.clone()).collect()
            };
            (def.name.clone(), names)
        }
        _ => return,
    };
    let Some(c_name) = c_name else { return };
    let Some((scope, name)) = scoped(&c_name) else { return };
    // A type declared in a record (`Cell__Stats`) has no namespace to be named in: C++ cannot
    // add it to the record after its definition.
    let in_record = (1..=scope.len()).any(|k| {
        let prefix = scope[..k].join("__");
        module.structs.values().any(|s| s.name.as_deref() == Some(prefix.as_str()))
    });
    if in_record {
        return;
    }
    let mut text = format!("using {name} = {c_name};");
    for enumerator in enumerators {
        if let Some((_, short)) = scoped(&enumerator) {
            text.push_str(&format!(" constexpr {c_name} {short} = {enumerator};"));
        }
    }
    let opened: String = scope.iter().map(|s| format!("namespace {s} {{ ")).collect();
    let closed = " }".repeat(scope.len());
    w.raw_line(&format!("{opened}{text}{closed}"));
}

/// A scoped enum (`enum class Op`), which C lowering made a plain one with enumerators
/// `Op__Add`: the host program, which is C++, names its enumerators as the source does
/// (`Op::Add`), so the launcher declares it scoped, and the C names as its constants. Returns
/// whether `item` was one.
pub fn write_scoped_enum(w: &mut Writer<'_>, item: &Item) -> bool {
    let Item::Enum(id) = item else { return false };
    let Some(def) = w.module.enums.get(*id) else { return false };
    let Some(name) = def.name.clone() else { return false };
    let prefix = format!("{name}__");
    if def.enumerators.is_empty() || !def.enumerators.iter().all(|(n, _)| n.starts_with(&prefix)) {
        return false;
    }
    let mut scoped = def.clone();
    scoped.scoped = true;
    for (n, _) in &mut scoped.enumerators {
        *n = n[prefix.len()..].into();
    }
    crate::printer::write_enum(w, &scoped, "", None);
    w.close(";");
    let constants: Vec<String> = def
        .enumerators
        .iter()
        .map(|(n, _)| format!("constexpr {name} {n} = {name}::{};", &n[prefix.len()..]))
        .collect();
    w.raw_line(&constants.join(" "));
    true
}

/// The namespaces and the name a C name of the `c-namespaces` pass stands for (`a__b__T`: `a`,
/// `b`, `T`); `None` for a name declared at file scope or generated by oklc.
fn scoped(c_name: &str) -> Option<(Vec<&str>, &str)> {
    if c_name.starts_with(oklc_ir::GENERATED_PREFIX) || !c_name.contains("__") {
        return None;
    }
    let mut parts: Vec<&str> = c_name.split("__").collect();
    let name = parts.pop()?;
    if name.is_empty() || parts.iter().any(|p| p.is_empty()) {
        return None;
    }
    Some((parts, name))
}
