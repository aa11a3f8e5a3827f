#include <occa/core/kernel.hpp>

// A kernel parameter or `@outer` iterator written both in an `@outer` body (once per group, every
// work-item alike) and inside `@inner` loops (per work-item). On a GPU each work-item's copy
// takes the group's writes and then its own. The host needs a group copy and, initialised from
// it, a per-work-item copy; both used to get the same name, so the per-work-item copy read
// itself (`int _occa_param_n = _occa_param_n;`, uninitialised) or, as an @exclusive array, was
// declared twice in one block. Shapes:
// * `scale`: group write, then per-item writes through a lambda called from a
//   `#pragma unroll` loop (plain per-item copy);
// * `n`: group write, per-item writes in one @inner loop read by the next (@exclusive copy),
//   with a `@shared` buffer and a barrier between;
// * `b`: an @outer iterator scaled in its body and stepped per work-item by a backward `goto`;
// * `m`: written in an @outer(1) body, an @outer(0) body and an @inner body (three copies);
// * `bias`: group write above a `@tile(2, @inner, @inner)` loop that writes it per item.
void _occa_groupAndItemCopies_grow(int k, float *scale, int t) {
  *scale += k * t;
}

extern "C" void groupAndItemCopies(occa::modeKernel_t **deviceKernels, int &n, float &scale, int &m, int &bias, occa::modeMemory_t *x, occa::modeMemory_t *y, occa::modeMemory_t *z, occa::modeMemory_t *w) {
  {
    const long long _occa_outer_x = 3;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, scale, m, bias, x, y, z, w);
    }
  }
  {
    const long long _occa_outer_x = 3;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[1]);
      kernel.setRunDims(outer, inner);
      kernel(n, scale, m, bias, x, y, z, w);
    }
  }
  {
    const long long _occa_outer_x = 2;
    const long long _occa_outer_y = 2;
    const long long _occa_inner_x = 2;
    const long long _occa_inner_y = 3;
    occa::dim outer, inner;
    outer.dims = 2;
    outer[0] = _occa_outer_x;
    outer[1] = _occa_outer_y;
    inner.dims = 2;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    if (_occa_outer_x > 0 && _occa_outer_y > 0 && _occa_inner_x > 0 && _occa_inner_y > 0) {
      occa::kernel kernel(deviceKernels[2]);
      kernel.setRunDims(outer, inner);
      kernel(n, scale, m, bias, x, y, z, w);
    }
  }
}
