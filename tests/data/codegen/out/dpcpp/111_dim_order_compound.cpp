#include <sycl/sycl.hpp>

// `@dim`/`@dimOrder` arrays used in compound expressions: `+=` and `*=` on a `@dim` call,
// `++`/`--` on one, its address, nested calls as indices, calls inside `?:` and as helper
// arguments, a `@dim` typedef'd pointer with a macro extent, and argument expressions with
// commas inside parentheses.
typedef float *mat_t;

static inline int clampi(int a, int lo, int hi) {
  return a < lo ? lo : a > hi ? hi : a;
}

static inline void bump(float *v, float by) {
  *v += by;
}

extern "C" void _occa_dimCompound_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &ne, const mat_t A, float *B, int *cnt, const int *perm) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 4, 4)]] {
      [=]() mutable {
        {
          int e = 0 + item_.get_group(2);
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              B[i + 4 * (j + 4 * e)] += A[i + 4 * j] * 2.0f;
              B[i + 4 * (j + 4 * e)] *= i == j ? A[perm[i] + 4 * perm[j]] : 1.0f;
              bump(&B[i + 4 * (j + 4 * e)], A[clampi(i + 1, 0, 4 - 1) + 4 * (j - j)]);
              if (i == 0) {
                {
                  using _occa_atomic_t = int;
                  sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(cnt[j + 4 * e]);
                  _occa_ref += (_occa_atomic_t) 1;
                }
                cnt[j + 4 * e]++;
                --cnt[j + 4 * e];
                {
                  using _occa_atomic_t = int;
                  sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(cnt[perm[j] + 4 * e]);
                  _occa_ref += (_occa_atomic_t) (10);
                }
              }
            }
          }
        }
      }();
    });
  });
}
