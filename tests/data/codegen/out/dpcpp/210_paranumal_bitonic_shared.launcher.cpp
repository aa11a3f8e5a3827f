#include <occa/core/kernel.hpp>

// Adapted from libParanumal libs/core/okl/bitonicSortStructs.okl (bitonicSortShared): each
// group sorts a chunk of 2*BLOCK_SIZE structs in @shared memory. The chunk loop is a
// @tile(p_Nchunk, @outer(1), @outer(0)) whose bounds check wraps the @shared/@exclusive
// declarations; the sort runs as regular loops (`size <<= 1`, `stride >>= 1`) around
// barrier-separated @inner loops that call a helper on pointers into the @shared array.
typedef int dlong;

typedef struct {
  int key;
  int id;
} entry_t;

static int compareEntry(const entry_t *A, const entry_t *B) {
  if (A->key != B->key) {
    return A->key < B->key ? -1 : 1;
  }
  if (A->id != B->id) {
    return A->id < B->id ? -1 : 1;
  }
  return 0;
}

static void compareAndSwap(entry_t *A, entry_t *B, const int idA, const int idB, const int entries) {
  if (idA >= entries || idB >= entries) {
    return;
  }
  const int cmp = compareEntry(A, B);
  if (cmp > 0) {
    entry_t tmp = A[0];
    A[0] = B[0];
    B[0] = tmp;
  }
}

extern "C" void bitonicSortShared(occa::modeKernel_t **deviceKernels, const int &entries, occa::modeMemory_t *list, occa::modeMemory_t *keys, occa::modeMemory_t *ids, occa::modeMemory_t *stepsPerGroup) {
  {
    const long long _occa_outer_x = 3;
    const long long _occa_outer_y = ((entries + 2 * 8 - 1) / (2 * 8) - 0 + 3 - 1) / 3;
    const long long _occa_inner_x = 8;
    occa::dim outer, inner;
    outer.dims = 2;
    outer[0] = _occa_outer_x;
    outer[1] = _occa_outer_y;
    inner.dims = 1;
    inner[0] = _occa_inner_x;
    if (_occa_outer_x > 0 && _occa_outer_y > 0 && _occa_inner_x > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(entries, list, keys, ids, stepsPerGroup);
    }
  }
}
