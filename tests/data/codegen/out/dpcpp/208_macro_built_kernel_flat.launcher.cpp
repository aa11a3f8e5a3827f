#include <occa/core/kernel.hpp>

// A kernel assembled from macros as libParanumal/nekRS write them: its name is pasted from a
// `-D` value through a two-level CAT (`massMatrix_N` ## p_N), the `@outer` header comes from a
// variadic macro, `@shared` declarations from a macro taking the extents as `__VA_ARGS__`,
// `#if p_N > 4` chooses a 2-D `@inner` nest over a flattened 1-D one, `_Pragma("unroll ...")`
// is built by stringizing a `-D` value, an `@exclusive` comes through `OKL("@exclusive")` and a
// macro is defined through `@directive("#define ...")`.
extern "C" void massMatrix_N3(occa::modeKernel_t **deviceKernels, const int &Nelements, occa::modeMemory_t *restrict_M, occa::modeMemory_t *q, occa::modeMemory_t *Mq) {
  {
    const long long _occa_outer_x = Nelements - 0;
    const long long _occa_inner_x = 16;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(Nelements, restrict_M, q, Mq);
    }
  }
}
// The kernel of case 235 included from its file with `p_N=3`: `#if p_N > 4` is false, so the
// flattened 1-D `@inner` loops (with `/` and `%` on the iterator) are compiled, and the pasted
// name is `massMatrix_N3`.
