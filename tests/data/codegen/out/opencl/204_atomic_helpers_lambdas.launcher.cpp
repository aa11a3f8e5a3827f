#include <occa/core/kernel.hpp>

// `@atomic` outside the kernel body's own statements: in a static helper, in a function
// template instantiated for `unsigned` and `double`, in a lambda defined in the `@inner` body
// (called twice per work-item), and a multi-statement `@atomic { }` block inside a lambda,
// on global and `@shared` data (a struct's members and an array element through a pointer).
// OpenMP must lower each to an atomic update or a critical section wherever it is written.
struct Tally {
  int count;
  long long weight;
};

static void bump(int *p, int v) {
  *p += v;
}

void _occa_addScaled_unsigned_int(unsigned int *p, unsigned int v, unsigned int s) {
  p[0] += v * s;
}

void _occa_addScaled_double(double *p, double v, double s) {
  p[0] += v * s;
}

void _occa_atomicHelpers_record(int slot, int w, Tally tally[2]) {
  {
    tally[slot].count += 1;
    tally[slot].weight += (long long)w * 1000000007LL;
  }
}

void _occa_atomicHelpers_dec(int *cell) {
  (*cell)--;
}

extern "C" void atomicHelpers(occa::modeKernel_t **deviceKernels, const int &groups, occa::modeMemory_t *hits, occa::modeMemory_t *uacc, occa::modeMemory_t *dacc, occa::modeMemory_t *ll, occa::modeMemory_t *minmax) {
  {
    const long long _occa_outer_x = groups - 0;
    const long long _occa_inner_x = 12;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(groups, hits, uacc, dacc, ll, minmax);
    }
  }
}
