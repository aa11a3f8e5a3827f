#include <occa/core/kernel.hpp>

// `@atomic` blocks of several statements: a block updating two global counters and a
// histogram slot that it computes in a local declared inside the block; a block holding a
// regular loop and an `if`/`else`; a block on `@shared` data with a read-modify-write pair that
// must stay consistent (`sum` and `sumSq` updated together); an `@atomic` block in each branch of
// an `if`/`else` on the iterator; a single-statement block (basic) next to a block whose one
// statement is not basic (`*=`). On OpenMP the blocks are critical sections, so every pair stays
// consistent; results are order-independent integer sums.
struct Stats {
  long long sum;
  long long sumSq;
  int count;
};

extern "C" void atomicBlocks(occa::modeKernel_t **deviceKernels, const int &n, occa::modeMemory_t *counters, occa::modeMemory_t *hist, occa::modeMemory_t *tot, occa::modeMemory_t *groupOut) {
  {
    const long long _occa_outer_x = n - 0;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(n, counters, hist, tot, groupOut);
    }
  }
}
