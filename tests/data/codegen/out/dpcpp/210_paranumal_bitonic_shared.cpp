#include <sycl/sycl.hpp>

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

extern "C" void _occa_bitonicSortShared_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &entries, const entry_t *list, int *keys, int *ids, int *stepsPerGroup) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int _occa_tiled_eo = 0 + (3 * item_.get_group(1));
          {
            int eo = _occa_tiled_eo + item_.get_group(2);
            if (eo < (entries + 2 * 8 - 1) / (2 * 8)) {
              auto &s_list = *sycl::ext::oneapi::group_local_memory_for_overwrite<entry_t[2 * 8]>(item_.get_group());
              dlong e;
              {
                int i = 0 + item_.get_local_id(2);
                e = eo * 2 * 8;
                if (e + i < entries) {
                  s_list[i] = list[e + i];
                }
                if (e + i + 8 < entries) {
                  s_list[i + 8] = list[e + i + 8];
                }
              }
              sycl::group_barrier(item_.get_group());
              const int bound = entries < 2 * 8 ? entries : 2 * 8;
              int steps = 0;
              for (int size = 2; size < 2 * bound; size <<= 1) {
                sycl::group_barrier(item_.get_group());
                {
                  int i = 0 + item_.get_local_id(2);
                  const int pos1 = 2 * i - (i & (size / 2 - 1));
                  const int pos2 = pos1 + size - 1 - 2 * (i % (size / 2));
                  compareAndSwap(s_list + pos1, s_list + pos2, e + pos1, e + pos2, entries);
                }
                sycl::group_barrier(item_.get_group());
                ++steps;
                for (int stride = size / 4; stride > 0; stride >>= 1) {
                  sycl::group_barrier(item_.get_group());
                  {
                    int i = 0 + item_.get_local_id(2);
                    const int pos1 = 2 * i - (i & (stride - 1));
                    const int pos2 = pos1 + stride;
                    compareAndSwap(s_list + pos1, s_list + pos2, e + pos1, e + pos2, entries);
                  }
                  sycl::group_barrier(item_.get_group());
                  ++steps;
                }
              }
              sycl::group_barrier(item_.get_group());
              {
                int i = 0 + item_.get_local_id(2);
                if (e + i + 0 * 8 < entries) {
                  keys[e + i] = s_list[i].key;
                  ids[e + i] = s_list[i].id;
                }
                if (e + i + 1 * 8 < entries) {
                  keys[e + i + 1 * 8] = s_list[i + 8].key;
                  ids[e + i + 1 * 8] = s_list[i + 8].id;
                }
                if (i == 8 - 1) {
                  stepsPerGroup[eo] = steps * 100 + e;
                }
              }
            }
          }
        }
      }();
    });
  });
}
