#include <occa/core/kernel.hpp>

// Struct members whose type is defined in place, as C-style kernels write them: an unnamed
// struct member, a named nested struct used as `Cell::Stats` in the kernel, and an enum defined
// in the member declaration whose enumerators are written `Cell::HOT`. The definitions belong
// to the enclosing struct; they must not be hoisted out of it.
struct Cell__pos {
  float x;
  float y;
};

struct Cell__Stats {
  float sum;
  int count;
};

enum Cell__Kind {
  Cell__COLD,
  Cell__HOT
};

struct Cell {
  struct Cell__pos pos;
  struct Cell__Stats stats;
  enum Cell__Kind kind;
};

float weight(const Cell c) {
  return c.kind == 1 ? 2.0f : 1.0f;
}

extern "C" void structMemberTypes(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *in, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = (n - 0 + 16 - 1) / 16;
    const long long _occa_inner_x = 16;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, in, out);
    }
  }
}
