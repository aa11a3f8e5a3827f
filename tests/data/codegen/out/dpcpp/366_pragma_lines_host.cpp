#include <sycl/sycl.hpp>

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-variable"

// `#pragma` lines (spec §10.4): `#pragma occa attributes <tokens>` injects the attributes
// (`@shared`, `@exclusive`, `@inner`, `@atomic`, a whole `@tile(...)`); every other
// `#pragma occa ...` line is dropped, at file scope and in `@outer` and `@inner` bodies (g++
// would reject an unknown pragma under `-Wall -Werror`); any other pragma is kept at its
// position with its text macro-expanded: the `GCC diagnostic` lines around a helper with an
// unused local must reach g++ (or `-Werror` fails), `GCC unroll UF` needs `UF` expanded.
static int twiceWithUnused(int x) {
  int unused_count = 3;
  return x * 2;
}

#pragma GCC diagnostic pop

extern "C" void _occa_pragmaLines_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, const int *x, int *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[8]>(item_.get_group());
          int acc;
          {
            int t = 0 + item_.get_local_id(2);
            acc = 0;
            #pragma GCC unroll 4
            for (int k = 0; k <= t; ++k) {
              acc += x[b * 8 + k];
            }
            s[t] = acc;
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            {
              using _occa_atomic_t = int;
              sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(y[b]);
              _occa_ref += (_occa_atomic_t) (s[7 - t]);
            }
            y[nb + b * 8 + t] = acc + twiceWithUnused(s[t]);
          }
        }
      }();
    });
  });
}

extern "C" void _occa_pragmaLines_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, const int *x, int *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int _occa_tiled_i = 0 + (4 * item_.get_group(2));
          {
            int i = _occa_tiled_i + item_.get_local_id(2);
            if (i < 8 * nb) {
              y[9 * nb + i] = 2 * x[i];
            }
          }
        }
      }();
    });
  });
}
