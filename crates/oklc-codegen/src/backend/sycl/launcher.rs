//! The standalone SYCL launcher (`--launcher-api native`, docs/backends.md): a C++ header for
//! programs without OCCA. Per kernel `K`, `void K(sycl::queue &queue_,
//! sycl::kernel_bundle<sycl::bundle_state::executable> bundle_, <params>)` runs `K`'s code
//! outside its `@outer` loops and submits each free-function device kernel `_occa_K_N` of the
//! bundle to the queue with the `nd_range` the OCCA launcher computes (SYCL's dimension order,
//! z, y, x), waiting for each. Pointers are USM pointers. The device file is embedded:
//! `_occa_sycl_build(context)` compiles it at run time
//! (`sycl_ext_oneapi_kernel_compiler`) into the bundle the launch functions take.

use crate::backend::simt::Dim;
use crate::printer::Writer;

/// The parameters in front of the kernel's own.
pub fn extra_params() -> Vec<String> {
    vec![
        "sycl::queue &queue_".to_string(),
        "sycl::kernel_bundle<sycl::bundle_state::executable> bundle_".to_string(),
    ]
}

/// The launch of device kernel `name` with the launch sizes `sizes` (per OKL dimension, the
/// name of the variable holding it) and the kernel's arguments `args`, when `condition` holds.
pub fn write_launch(
    w: &mut Writer<'_>,
    name: &str,
    sizes: &[(Dim, String)],
    args: &[String],
    condition: &str,
) {
    let size = |outer: bool, axis: u8| {
        sizes
            .iter()
            .find(|(d, _)| *d == Dim { outer, axis })
            .map_or("1".to_string(), |(_, n)| format!("(size_t) {n}"))
    };
    // OKL axis `a` is SYCL dimension `2 - a`.
    let local: Vec<String> = (0..3u8).rev().map(|a| size(false, a)).collect();
    let global: Vec<String> =
        (0..3u8).rev().map(|a| format!("{} * {}", size(true, a), size(false, a))).collect();
    w.open(&format!("if ({condition})"));
    w.line(&format!("sycl::kernel _occa_kernel = bundle_.ext_oneapi_get_kernel(\"{name}\");"));
    w.open("queue_.submit([&](sycl::handler &handler_)");
    if !args.is_empty() {
        w.line(&format!("handler_.set_args({});", args.join(", ")));
    }
    w.line(&format!(
        "handler_.parallel_for(sycl::nd_range<3>(sycl::range<3>({}), sycl::range<3>({})), _occa_kernel);",
        global.join(", "),
        local.join(", ")
    ));
    w.close(").wait_and_throw();");
    w.close("");
}

/// The device file as a string, and `_occa_sycl_build`, which compiles it for a context.
pub fn embedded_source(source: &str) -> String {
    let mut out = String::from(
        "\n// The device file, which `_occa_sycl_build` compiles at run time.\nnamespace {\n[[maybe_unused]] const char *_occa_sycl_source() {\n  return\n",
    );
    crate::launcher::push_c_string_lines(&mut out, source);
    out.push_str(";\n}\n\n");
    out.push_str(
        "[[maybe_unused]] sycl::kernel_bundle<sycl::bundle_state::executable> _occa_sycl_build(\n    const sycl::context &context_) {\n  namespace syclexp = sycl::ext::oneapi::experimental;\n  auto source_ = syclexp::create_kernel_bundle_from_source(\n      context_, syclexp::source_language::sycl, std::string(_occa_sycl_source()));\n  return syclexp::build(source_);\n}\n}  // namespace\n",
    );
    out
}
