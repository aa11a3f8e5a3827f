#include <occa/core/kernel.hpp>

// C++17 structured bindings beyond case 260: range-`for` over arrays of structs by reference
// (writing) and by `const` reference, `{e}` and `(e)` initialisers, a by-value copy of a struct
// holding an array (the copy is written, the original is not), bindings in a helper and a
// lambda, an `auto &&` binding of a helper's returned reference, and a by-value kernel
// parameter struct written through `auto &[a, b] = q;` inside `@inner`: like any written
// parameter, each work-item starts from the caller's value and keeps its own writes into the
// next `@inner` loop (host targets give each work-item its own copy).
struct Pair {
  int first;
  int second;
};

struct Box {
  int v[3];
  int tag;
};

static int sumPair(const Pair &p) {
  const auto &[a, b] = p;
  return a + 2 * b;
}

static Pair &pick(Pair *ps, int i) {
  return ps[i];
}

int _occa_bindingForms_lam(int k, Pair (&row)[4]) {
  auto [p0, p1] = row[k];
  return p0 * 3 + p1;
}

extern "C" void bindingForms(occa::modeKernel_t **deviceKernels, const int &n, Pair &q, const Box &box, occa::modeMemory_t *out) {
  {
    const long long _occa_outer_x = n - 0;
    const long long _occa_inner_x = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, q, box, out);
    }
  }
}
